import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import {
  LIMITS_RETAINED_REASON,
  type RetainedRegistration,
  type RetainedSearchBody,
  type RetainedSearchResponse,
  retainedSearchBodySchema,
} from "@vv/shared/data-rights";
import { formatMobile } from "@vv/shared/mobile";
import { localNumber } from "@vv/shared/numbers";
import { useForm } from "react-hook-form";
import { Loading } from "../../components/Loading";
import { api } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { reportApiError } from "../auth/form-feedback";
import { isSuperAdmin, useAdminUser } from "../auth/use-admin";

const FIELDS = ["mobile", "reason"] as const;

function RetainedRecord({ record }: { record: RetainedRegistration }) {
  const { t, i18n } = useTranslation(["compliance"]);
  const lang = i18n.language;
  const line = (label: string, value: string) => (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="retained-record">
      <Stack gap={4}>
        {line(t("retained.mobile"), localNumber(formatMobile(record.mobile), lang))}
        {line(t("retained.name"), `${record.firstName} ${record.lastName}`.trim())}
        {line(t("retained.createdIp"), record.createdIp ?? t("retained.noIp"))}
        {line(t("retained.registeredAt"), formatDateTime(record.registeredAt, lang))}
        {record.deletionRequestedAt &&
          line(t("retained.deletionRequestedAt"), formatDateTime(record.deletionRequestedAt, lang))}
        {line(t("retained.erasedAt"), formatDateTime(record.erasedAt, lang))}
        {line(t("retained.purgeAfter"), formatDate(record.purgeAfter, lang))}
        <Text size="sm" fw={600}>
          {t("retained.consents")}
        </Text>
        {record.consents.map((c) => (
          <Text key={`${c.createdAt}-${c.document}-${c.kind}`} size="xs" style={{ overflowWrap: "anywhere" }}>
            {t("retained.consentLine", {
              kind: t(`trace.kinds.${c.kind}`),
              document: c.document ? t(`trace.documents.${c.document}`) : t("retained.bothDocuments"),
              date: formatDateTime(c.createdAt, lang),
              ip: c.ip || t("retained.noIp"),
            })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/retained-registrations (super admin): what IT Rules 3(1)(h) keeps of an erased account for
 * 180 days, found by mobile number; the server records each reading with its reason.
 */
export function AdminRetainedPage() {
  const { t } = useTranslation(["compliance", "common"]);
  const { user, ready } = useAdminUser();
  const form = useForm<RetainedSearchBody>({
    resolver: zodResolver(retainedSearchBodySchema),
    defaultValues: { mobile: "", reason: "" },
  });
  const search = useMutation({
    mutationFn: (body: RetainedSearchBody) =>
      api.post<RetainedSearchResponse>("/admin/retained-registrations/search", body),
  });
  if (!ready) return <Loading />;
  const err = (name: (typeof FIELDS)[number]) =>
    translateFieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(async (values) => {
    try {
      await search.mutateAsync(values);
    } catch (error) {
      reportApiError(error, form.setError, FIELDS);
    }
  });
  return (
    <Container size="sm" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Title order={1} c="maroon.9" fz={{ base: 24, sm: 30 }}>
          {t("retained.title")}
        </Title>
        <Text size="sm">{t("retained.intro")}</Text>
        {!isSuperAdmin(user) ? (
          <Alert color="orange">{t("common:errors.forbidden")}</Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t("retained.mobile")}
                type="tel"
                inputMode="tel"
                withAsterisk
                error={err("mobile")}
                data-testid="retained-mobile"
                {...form.register("mobile")}
              />
              <Textarea
                label={t("retained.reason")}
                withAsterisk
                autosize
                minRows={2}
                maxLength={LIMITS_RETAINED_REASON.max}
                error={err("reason")}
                data-testid="retained-reason"
                {...form.register("reason")}
              />
              <Button type="submit" loading={search.isPending} data-testid="retained-search">
                {t("retained.search")}
              </Button>
            </Stack>
          </form>
        )}
        {search.data &&
          (search.data.records.length === 0 ? (
            <Text data-testid="retained-none">{t("retained.none")}</Text>
          ) : (
            search.data.records.map((r) => <RetainedRecord key={r.id} record={r} />)
          ))}
      </Stack>
    </Container>
  );
}
