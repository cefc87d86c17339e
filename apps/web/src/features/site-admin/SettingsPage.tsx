import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { VISIBILITY_CHOICES } from "@vv/shared/privacy";
import type { SiteConfig } from "@vv/shared/settings";
import { LIMITS_SETTINGS } from "@vv/shared/settings";
import { type SettingsFormValues, settingsUpdateSchema } from "@vv/shared/site-admin";
import type { ReactNode } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { translateMessage } from "../../lib/translate-message";
import { useAdminUser } from "../auth/use-admin";
import { LegalSettingsCard } from "../compliance/LegalSettingsCard";
import { useSiteConfig } from "../settings-api";
import { AdminNav } from "./AdminNav";
import { useSaveSettings } from "./api";
import { EditorsCard } from "./EditorsCard";
import { ReasonsCard } from "./ReasonsCard";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SettingsForm({ initial }: { initial: SiteConfig }) {
  const { t } = useTranslation(["site-admin", "common", "privacy"]);
  const save = useSaveSettings();
  const form = useForm<SettingsFormValues, unknown, SiteConfig>({
    resolver: zodResolver(settingsUpdateSchema),
    defaultValues: initial,
  });
  const err = (name: FieldPath<SettingsFormValues>) => {
    const parts = name.split(".");
    // biome-ignore lint/suspicious/noExplicitAny: nested error lookup by path
    const node = parts.reduce<any>((acc, p) => acc?.[p], form.formState.errors);
    return translateMessage(t, node?.message);
  };
  const text = (name: FieldPath<SettingsFormValues>, label: string, max: number, extra: object = {}) => (
    <TextInput label={t(label)} maxLength={max} error={err(name)} {...extra} {...form.register(name)} />
  );
  const toggle = (name: "paymentEnabled" | "newMembersVerified", label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(label)}
          description={t(hint)}
          checked={!!field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          data-testid={`setting-${name}`}
        />
      )}
    />
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync(values);
      form.reset(res.settings);
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as FieldPath<SettingsFormValues>, { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Section title={t("settings.contactSection")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text("email", "settings.email", LIMITS_SETTINGS.email, { type: "email", withAsterisk: true })}
            {text("phone", "settings.phone", LIMITS_SETTINGS.phone, { type: "tel", withAsterisk: true })}
          </SimpleGrid>
          <Textarea
            label={t("settings.address")}
            withAsterisk
            maxLength={LIMITS_SETTINGS.address}
            autosize
            minRows={2}
            error={err("address")}
            {...form.register("address")}
          />
          {text("whatsappLink", "settings.whatsappLink", LIMITS_SETTINGS.link, {
            description: t("settings.whatsappHint"),
            type: "url",
          })}
        </Section>
        <Section title={t("settings.paymentSection")}>
          {toggle("paymentEnabled", "settings.paymentEnabled", "settings.paymentEnabledHint")}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="feeAmount"
              render={({ field }) => (
                <NumberInput
                  label={t("settings.feeAmount")}
                  min={0}
                  max={100_000}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  value={field.value as number}
                  onChange={(v) => field.onChange(v === "" ? "" : Number(v))}
                  onBlur={field.onBlur}
                  error={err("feeAmount")}
                />
              )}
            />
            {text("upiId", "settings.upiId", LIMITS_SETTINGS.upiId)}
            {text("upiPayeeName", "settings.upiPayeeName", LIMITS_SETTINGS.upiPayeeName)}
            {text("paymentPhone", "settings.paymentPhone", LIMITS_SETTINGS.phone, { type: "tel" })}
          </SimpleGrid>
        </Section>
        <Section title={t("settings.lineageSection")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(["gotras", "devaks", "kuldaivats"] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={`lineage.${name}`}
                render={({ field }) => (
                  <Textarea
                    label={t(`settings.lineage.${name}`)}
                    description={t("settings.lineage.oneALine")}
                    autosize
                    minRows={4}
                    maxRows={12}
                    value={((field.value as string[] | undefined) ?? []).join("\n")}
                    onChange={(e) => field.onChange(e.currentTarget.value.split("\n"))}
                    data-testid={`setting-${name}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          {(["excludeSameGotra", "excludeSameDevak"] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={`lineage.${name}`}
              render={({ field }) => (
                <Switch
                  label={t(`settings.lineage.${name}`)}
                  description={t(`settings.lineage.${name}Hint`)}
                  checked={!!field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  data-testid={`setting-${name}`}
                />
              )}
            />
          ))}
        </Section>
        <Section title={t("settings.membersSection")}>
          {toggle("newMembersVerified", "settings.newMembersVerified", "settings.newMembersVerifiedHint")}
          <Controller
            control={form.control}
            name="reportHideThreshold"
            render={({ field }) => (
              <NumberInput
                label={t("settings.reportHideThreshold")}
                description={t("settings.reportHideThresholdHint")}
                min={1}
                max={50}
                maw={320}
                allowDecimal={false}
                allowNegative={false}
                value={field.value as number}
                onChange={(v) => field.onChange(v === "" ? "" : Number(v))}
                onBlur={field.onBlur}
                error={err("reportHideThreshold")}
                data-testid="report-hide-threshold"
              />
            )}
          />
        </Section>
        <Section title={t("privacy:settings.title")}>
          <Text size="sm" c="dimmed">
            {t("privacy:settings.hint")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(["defaultContactVisibility", "defaultPhotoVisibility"] as const).map((name) => {
              const part = name === "defaultContactVisibility" ? "contact" : "photo";
              return (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Select
                      label={t(`privacy:settings.${part}`)}
                      data={VISIBILITY_CHOICES.map((v) => ({ value: v, label: t(`privacy:${part}.${v}`) }))}
                      value={field.value ?? null}
                      onChange={(v) => v && field.onChange(v)}
                      allowDeselect={false}
                      data-testid={`setting-${name}`}
                    />
                  )}
                />
              );
            })}
          </SimpleGrid>
        </Section>
        <Section title={t("settings.socialSection")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text("socialLinks.facebook", "settings.facebook", LIMITS_SETTINGS.link, { type: "url" })}
            {text("socialLinks.youtube", "settings.youtube", LIMITS_SETTINGS.link, { type: "url" })}
            {text("socialLinks.instagram", "settings.instagram", LIMITS_SETTINGS.link, { type: "url" })}
          </SimpleGrid>
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Admin: the site settings and committee editors. */
export function SettingsPage() {
  const { t } = useTranslation("site-admin");
  const { ready } = useAdminUser();
  const config = useSiteConfig();
  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <AdminNav />
        <Stack gap={4}>
          <Title order={1} c="maroon.9">
            {t("settings.title")}
          </Title>
          <Text c="dimmed">{t("settings.intro")}</Text>
        </Stack>
        {!ready ? (
          <Loading />
        ) : config.isError && !config.data ? (
          <LoadFailed onRetry={() => void config.refetch()} />
        ) : !config.data ? (
          <Loading />
        ) : (
          <>
            <SettingsForm initial={config.data} />
            <LegalSettingsCard />
            <ReasonsCard />
            <EditorsCard />
          </>
        )}
      </Stack>
    </Container>
  );
}
