import { zodResolver } from "@hookform/resolvers/zod";
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  type GrievanceOfficer,
  grievanceOfficerUpdateSchema,
  LEGAL_DOCUMENTS,
  type LegalConfig,
  type LegalDocumentKind,
  LIMITS_GRIEVANCE_OFFICER,
} from "@vv/shared/consent";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { translateMessage } from "../../lib/translate-message";
import { useSession } from "../auth/session";
import { isSuperAdmin } from "../auth/use-admin";
import { useLegal, usePublishLegal, useSaveOfficer } from "./legal-api";

function OfficerForm({ initial }: { initial: GrievanceOfficer }) {
  const { t } = useTranslation(["compliance", "common", "site-admin"]);
  const save = useSaveOfficer();
  const form = useForm<GrievanceOfficer>({
    resolver: zodResolver(grievanceOfficerUpdateSchema),
    defaultValues: initial,
  });
  const err = (name: keyof GrievanceOfficer) => translateMessage(t, form.formState.errors[name]?.message);
  const field = (name: keyof GrievanceOfficer, extra: object = {}) => (
    <TextInput
      label={t(`officer.${name}`)}
      withAsterisk
      maxLength={LIMITS_GRIEVANCE_OFFICER[name]}
      error={err(name)}
      {...extra}
      {...form.register(name)}
    />
  );
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field("name")}
          {field("designation")}
          {field("email", { type: "email" })}
          {field("phone", { type: "tel" })}
        </SimpleGrid>
        <Textarea
          label={t("officer.address")}
          withAsterisk
          autosize
          minRows={2}
          maxLength={LIMITS_GRIEVANCE_OFFICER.address}
          error={err("address")}
          {...form.register("address")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t("legalAdmin.saveOfficer")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Versions({ legal }: { legal: LegalConfig }) {
  const { t, i18n } = useTranslation("compliance");
  const publish = usePublishLegal();
  const [confirming, setConfirming] = useState<LegalDocumentKind | null>(null);
  return (
    <Stack gap="xs">
      {LEGAL_DOCUMENTS.map((doc) => (
        <Group key={doc} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" data-testid={`legal-version-${doc}`}>
            {t("legalAdmin.current", {
              document: t(`legalAdmin.${doc}`),
              version: localNumber(legal[doc].version, i18n.language),
              date: formatDate(legal[doc].date, i18n.language),
            })}
          </Text>
          <Button size="xs" variant="light" onClick={() => setConfirming(doc)}>
            {t("legalAdmin.publish", { document: t(`legalAdmin.${doc}`) })}
          </Button>
        </Group>
      ))}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t("legalAdmin.publish", { document: t(`legalAdmin.${confirming}`) }) : ""}
        question={
          confirming ? t("legalAdmin.publishConfirm", { document: t(`legalAdmin.${confirming}`) }) : ""
        }
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming ? publish.mutateAsync(confirming) : undefined)}
      />
    </Stack>
  );
}

/** Admin Settings: the Terms / Privacy Notice versions (publish a new one) and the Grievance Officer. */
export function LegalSettingsCard() {
  const { t } = useTranslation("compliance");
  const legal = useLegal();
  const superAdmin = isSuperAdmin(useSession().data);
  if (!legal.data) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      data-testid="legal-settings"
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("legalAdmin.title")}
        </Title>
        <Versions legal={legal.data} />
        <Title order={3} size="h4">
          {t("officer.title")}
        </Title>
        <OfficerForm initial={legal.data.grievanceOfficer} />
        {superAdmin && (
          <Anchor component={Link} to="/admin/retained-registrations" size="sm" data-testid="retained-link">
            {t("retained.link")}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
