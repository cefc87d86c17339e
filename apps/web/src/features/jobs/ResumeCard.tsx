import { Anchor, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconFileCv, IconTrash, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { RESUME_ACCEPT, RESUME_MAX_BYTES, type ResumeInfo } from "@vv/shared/jobs";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ApiError } from "../../lib/api";
import { API_BASE } from "../../lib/base-path";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess, notifyValidation } from "../../lib/notify";
import { uploadFile } from "../../lib/upload";
import { jobKeys, useJobAction, useResume } from "./api";

const MAX_MB = RESUME_MAX_BYTES / 1024 / 1024;

/** The member's one resume: upload (with a percentage), replace, view, remove. */
export function ResumeCard() {
  const { t, i18n } = useTranslation(["jobs", "common"]);
  const resume = useResume(true);
  const queryClient = useQueryClient();
  const remove = useJobAction();
  const [percent, setPercent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<() => void>(null);
  const current = resume.data?.resume ?? null;

  async function choose(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    if (
      !(RESUME_ACCEPT as readonly string[]).includes(file.type) &&
      !/\.(pdf|jpe?g|png|webp)$/i.test(file.name)
    ) {
      notifyValidation(t("resume.wrongType"));
      return;
    }
    if (file.size > RESUME_MAX_BYTES) {
      notifyValidation(t("resume.tooLarge", { maxMb: MAX_MB }));
      return;
    }
    setPercent(0);
    try {
      const saved = await uploadFile<ResumeInfo & { message: string }>("/jobs/resume", file, {
        fileName: file.name,
        onProgress: setPercent,
      });
      queryClient.setQueryData(jobKeys.resume, { resume: saved.resume });
      notifySuccess(saved.message);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    } finally {
      setPercent(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="sm" data-testid="resume-card">
      <Stack gap="xs">
        <Group gap="xs">
          <IconFileCv size={22} aria-hidden color="var(--mantine-color-maroon-7)" />
          <Title order={2} fz="lg">
            {t("resume.title")}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t("resume.hint", { maxMb: MAX_MB })}
        </Text>
        {current ? (
          <Text size="sm">
            <Anchor href={`${API_BASE}${current.url}`} target="_blank" rel="noopener">
              {t("resume.open")}
            </Anchor>{" "}
            ({t(`resume.${current.type}`)},{" "}
            {t("resume.uploaded", { date: formatDate(current.uploadedAt, i18n.language) })})
          </Text>
        ) : (
          resume.data && <Text size="sm">{t("resume.none")}</Text>
        )}
        {percent !== null && (
          <div aria-live="polite">
            <Progress
              value={percent}
              size="lg"
              striped
              animated
              aria-label={t("resume.uploading", { percent })}
            />
            <Text size="sm" ta="center">
              {t("resume.uploading", { percent })}
            </Text>
          </div>
        )}
        <Group gap="xs">
          <FileButton onChange={(f) => void choose(f)} accept={RESUME_ACCEPT.join(",")} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={percent !== null}
              >
                {t(current ? "resume.replace" : "resume.upload")}
              </Button>
            )}
          </FileButton>
          {current && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t("resume.remove")}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        question={t("resume.removeConfirm")}
        confirmColor="red"
        onConfirm={async () => {
          try {
            const done = await remove.mutateAsync({ path: "/jobs/resume", method: "DELETE" });
            queryClient.setQueryData(jobKeys.resume, { resume: null });
            notifySuccess(done.message);
          } catch (error) {
            notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
