import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Anchor,
  Button,
  Container,
  FileInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  GRIEVANCE_CATEGORIES,
  type GrievanceBody,
  type GrievanceCreated,
  type GrievanceInput,
  grievanceBodySchema,
  LIMITS_GRIEVANCE,
} from "@vv/shared/grievance";
import { RESUME_MAX_BYTES } from "@vv/shared/jobs";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { useSubmitKey } from "../../lib/submit-key";
import { translateMessage } from "../../lib/translate-message";
import { useSession } from "../auth/session";
import { fileGrievance } from "./grievance-api";
import { OfficerCard } from "./OfficerCard";

function Acknowledgement({
  created,
  attachmentError,
}: {
  created: GrievanceCreated;
  attachmentError: string | null;
}) {
  const { t, i18n } = useTranslation("compliance");
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid="grievance-ack">
      <Stack gap="sm">
        <Title order={2} c="maroon.9">
          {t("grievance.ackTitle")}
        </Title>
        <Text>{t("grievance.yourReference")}</Text>
        <Text fz={28} fw={700} ff="monospace" data-testid="grievance-reference">
          {created.reference}
        </Text>
        <Text size="sm">{t("grievance.keepReference")}</Text>
        <Text size="sm">{t("grievance.ackDue", { date: formatDateTime(created.ackDueAt, lang) })}</Text>
        <Text size="sm">
          {t("grievance.resolveDue", { date: formatDateTime(created.resolveDueAt, lang) })}
        </Text>
        {attachmentError && (
          <Alert color="orange">{t("grievance.attachmentFailed", { reason: attachmentError })}</Alert>
        )}
        <Button
          component={Link}
          to={`/grievance/status?ref=${created.reference}`}
          data-testid="grievance-follow"
        >
          {t("grievance.followIt")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /grievance: a complaint to the Grievance Officer, acknowledged on screen and by SMS. */
export function GrievancePage() {
  const { t } = useTranslation(["compliance", "common", "site-admin"]);
  const session = useSession();
  const user = session.data;
  const [file, setFile] = useState<File | null>(null);
  const submitKey = useSubmitKey();
  const [done, setDone] = useState<Awaited<ReturnType<typeof fileGrievance>> | null>(null);
  const form = useForm<GrievanceBody, unknown, GrievanceInput>({
    resolver: zodResolver(grievanceBodySchema),
    values: {
      category: undefined as unknown as GrievanceInput["category"],
      description: "",
      name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
      mobile: user?.mobile ?? "",
      email: "",
      profileRef: "",
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const msg = (m?: string) => translateMessage(t, m);
  const description = form.watch("description") ?? "";

  const submit = form.handleSubmit(async (values) => {
    try {
      setDone(await fileGrievance(values, file, submitKey));
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof GrievanceBody, { message });
        notifyError(error.message);
      }
    }
  });

  return (
    <Container size="sm" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
          {t("grievance.title")}
        </Title>
        {done ? (
          <Acknowledgement created={done.created} attachmentError={done.attachmentError} />
        ) : (
          <>
            <Text>{t("grievance.intro")}</Text>
            <Anchor component={Link} to="/grievance/status" size="sm">
              {t("grievance.statusTitle")}
            </Anchor>
            <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
              <form onSubmit={submit} noValidate data-testid="grievance-form">
                <Stack gap="md">
                  <Controller
                    control={form.control}
                    name="category"
                    render={({ field }) => (
                      <Select
                        label={t("grievance.category")}
                        withAsterisk
                        data={GRIEVANCE_CATEGORIES.map((c) => ({
                          value: c,
                          label: t(`grievance.categories.${c}`),
                        }))}
                        value={field.value ?? null}
                        onChange={(v) => field.onChange(v ?? undefined)}
                        error={msg(errors.category?.message)}
                        comboboxProps={{ withinPortal: true }}
                        data-testid="grievance-category"
                      />
                    )}
                  />
                  <Textarea
                    label={t("grievance.description")}
                    description={t("grievance.descriptionHint", { max: LIMITS_GRIEVANCE.description })}
                    withAsterisk
                    autosize
                    minRows={4}
                    maxLength={LIMITS_GRIEVANCE.description}
                    error={msg(errors.description?.message)}
                    {...form.register("description")}
                    data-testid="grievance-description"
                  />
                  <Text size="xs" c="dimmed" ta="right" mt={-12}>
                    {description.length}/{LIMITS_GRIEVANCE.description}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label={t("grievance.name")}
                      withAsterisk
                      maxLength={LIMITS_GRIEVANCE.name}
                      error={msg(errors.name?.message)}
                      {...form.register("name")}
                      data-testid="grievance-name"
                    />
                    <TextInput
                      label={t("grievance.mobile")}
                      description={t("grievance.mobileHint")}
                      withAsterisk
                      type="tel"
                      inputMode="tel"
                      maxLength={16}
                      error={msg(errors.mobile?.message)}
                      {...form.register("mobile")}
                      data-testid="grievance-mobile"
                    />
                    <TextInput
                      label={t("grievance.email")}
                      type="email"
                      maxLength={LIMITS_GRIEVANCE.email}
                      error={msg(errors.email?.message)}
                      {...form.register("email")}
                    />
                    <TextInput
                      label={t("grievance.profileRef")}
                      maxLength={LIMITS_GRIEVANCE.profileRef}
                      error={msg(errors.profileRef?.message)}
                      {...form.register("profileRef")}
                    />
                  </SimpleGrid>
                  <FileInput
                    label={t("grievance.attachment")}
                    description={t("grievance.attachmentHint", { maxMb: RESUME_MAX_BYTES / 1024 / 1024 })}
                    accept="image/jpeg,image/png,image/webp,application/pdf"
                    clearable
                    value={file}
                    onChange={setFile}
                    data-testid="grievance-file"
                  />
                  <Button type="submit" loading={form.formState.isSubmitting} data-testid="grievance-submit">
                    {t("grievance.submit")}
                  </Button>
                </Stack>
              </form>
            </Paper>
          </>
        )}
        <OfficerCard />
      </Stack>
    </Container>
  );
}
