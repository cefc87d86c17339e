import { Alert, Badge, Button, Collapse, FileInput, Group, Select, Stack, Text } from "@mantine/core";
import { IconId, IconShieldCheck } from "@tabler/icons-react";
import {
  ID_DOCUMENT_ACCEPT,
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  type IdDocumentType,
  type IdentityStatus,
} from "@vv/shared/identity";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useIdentityStatus, useUploadIdentity } from "./api";

const STATE_COLOR = { none: "gray", pending: "orange", verified: "green", rejected: "red" } as const;

/** The check's state in words: none / pending (type, date) / verified (date) / rejected (remark). */
function StateLine({ status }: { status: IdentityStatus }) {
  const { t, i18n } = useTranslation("compliance");
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : "");
  const type = status.documentType ? t(`identity.types.${status.documentType}`) : "";
  const text =
    status.state === "pending"
      ? t("identity.states.pending", { type, date: date(status.uploadedAt) })
      : status.state === "verified"
        ? t("identity.states.verified", { date: date(status.verifiedAt ?? status.decidedAt) })
        : status.state === "rejected"
          ? t("identity.states.rejected", { remark: status.remark ?? "" })
          : t("identity.states.none");
  return (
    <Text
      size="sm"
      c={`${STATE_COLOR[status.state]}.9`}
      data-testid="identity-state"
      data-state={status.state}
    >
      {text}
    </Text>
  );
}

function UploadForm({ profileId, pending }: { profileId: number; pending: boolean }) {
  const { t, i18n } = useTranslation("compliance");
  const upload = useUploadIdentity(profileId);
  const [type, setType] = useState<IdDocumentType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});
  const submit = async () => {
    const missing = {
      ...(type ? {} : { type: t("identity.validation.type") }),
      ...(file ? {} : { file: t("identity.validation.file") }),
    };
    setErrors(missing);
    if (!type || !file) return;
    try {
      await upload.mutateAsync({ type, file });
      setFile(null);
    } catch (e) {
      if (e instanceof ApiError) setErrors({ file: e.message });
    }
  };
  return (
    <Stack gap="xs" data-testid="identity-form">
      <Text size="sm">{t("identity.intro")}</Text>
      <Select
        label={t("identity.typeLabel")}
        data={ID_DOCUMENT_TYPES.map((value) => ({ value, label: t(`identity.types.${value}`) }))}
        value={type}
        onChange={(v) => setType(v as IdDocumentType | null)}
        error={errors.type}
        comboboxProps={{ withinPortal: true }}
        allowDeselect={false}
        data-testid="identity-type"
      />
      {type === "aadhaar" && (
        <Alert color="orange" variant="light" data-testid="aadhaar-mask">
          {t("identity.aadhaarMask")}
        </Alert>
      )}
      <FileInput
        label={t("identity.fileLabel")}
        description={t("identity.fileHint", {
          maxMb: localNumber(ID_DOCUMENT_MAX_BYTES / 1024 / 1024, i18n.language),
        })}
        accept={ID_DOCUMENT_ACCEPT.join(",")}
        clearable
        value={file}
        onChange={setFile}
        error={errors.file}
        data-testid="identity-file"
      />
      {pending && (
        <Text size="xs" c="dimmed">
          {t("identity.replacePending")}
        </Text>
      )}
      <Group>
        <Button onClick={submit} loading={upload.isPending} data-testid="identity-submit">
          {t("identity.submit")}
        </Button>
      </Group>
    </Stack>
  );
}

/** On My Profile, per profile: the identity check's state and the upload form. */
export function IdentityPanel({ profileId }: { profileId: number }) {
  const { t } = useTranslation("compliance");
  const status = useIdentityStatus(profileId);
  const [open, setOpen] = useState(false);
  const data = status.data;
  if (!data) return null;
  const canUpload = data.state !== "verified";
  return (
    <Stack gap={4} mt="sm" id={`identity-${profileId}`} data-testid="identity-panel">
      <Group gap={6} wrap="nowrap" align="flex-start">
        {data.state === "verified" ? (
          <IconShieldCheck size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        ) : (
          <IconId size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {t("identity.title")}
            </Text>
            {data.state === "verified" && (
              <Badge color="green" size="sm" variant="light">
                {t("profile:badges.idVerified")}
              </Badge>
            )}
          </Group>
          <StateLine status={data} />
        </Stack>
      </Group>
      {canUpload && (
        <>
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              data-testid="identity-open"
            >
              {t("identity.open")}
            </Button>
          </div>
          <Collapse expanded={open}>
            {open && <UploadForm profileId={profileId} pending={data.state === "pending"} />}
          </Collapse>
        </>
      )}
    </Stack>
  );
}
