import { Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ConsentRecord } from "@vv/shared/consent";
import { localNumber } from "@vv/shared/numbers";
import { api } from "../../lib/api";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

interface Trace {
  createdAt: string;
  createdIp: string | null;
  termsVersion?: number;
  privacyVersion?: number;
  records?: ConsentRecord[];
}

/** Admins: when and from which IP address an account or profile was created, and its consent records. */
export function CreationTrace({ kind, id }: { kind: "user" | "profile"; id: number }) {
  const { t, i18n } = useTranslation("compliance");
  const lang = i18n.language;
  const url = kind === "user" ? `/admin/users/${id}/consent` : `/admin/profiles/${id}/trace`;
  const trace = useQuery({
    queryKey: ["creation-trace", kind, id],
    queryFn: ({ signal }) => api.get<Trace>(url, signal),
  });
  const data = trace.data;
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`creation-trace-${kind}`}>
      <Stack gap={2}>
        <Text size="sm" fw={700} c="maroon.9">
          {t("trace.title")}
        </Text>
        <Text size="sm">{t("trace.createdAt", { date: formatDateTime(data.createdAt, lang) })}</Text>
        <Text size="sm">
          {data.createdIp ? t("trace.createdIp", { ip: data.createdIp }) : t("trace.noIp")}
        </Text>
        {data.termsVersion !== undefined && (
          <Text size="sm">
            {t("trace.accepted", {
              terms: localNumber(data.termsVersion, lang),
              privacy: localNumber(data.privacyVersion ?? 0, lang),
            })}
          </Text>
        )}
        {data.records && data.records.length > 0 && (
          <>
            <Text size="sm" fw={600} mt={4}>
              {t("trace.records")}
            </Text>
            {data.records.map((r) => (
              <Text
                key={`${r.createdAt}-${r.kind}`}
                size="xs"
                c="dimmed"
                style={{ overflowWrap: "anywhere" }}
              >
                {formatDateTime(r.createdAt, lang)} · {t(`trace.kinds.${r.kind}`)}
                {r.document ? ` (${t(`trace.documents.${r.document}`)})` : ""} · {r.ip} · {r.userAgent}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
