import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import {
  CASTE_MODES,
  type PartnerPreferences,
  type PartnerPreferencesForm,
  type PreferencesResponse,
  partnerPreferencesSchema,
} from "@vv/shared/preferences";
import { label } from "@vv/shared/reference";
import type { ReactNode } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess, notifyValidation } from "../../lib/notify";
import { useSavePreferences } from "./api";

type Name = FieldPath<PartnerPreferencesForm>;
const Z300 = { zIndex: 300 } as const;

function Section({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation("matches");
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="md">
        <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9">
          {t(`preferences.sections.${id}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** What a family looks for; every field optional, checked by the same schema as the API. */
export function PreferencesForm(props: {
  profileId: number;
  master: MasterData;
  stored: PreferencesResponse["values"];
  onSaved: () => void;
}) {
  const { master, stored } = props;
  const { t, i18n } = useTranslation(["matches", "common"]);
  const lang = i18n.language;
  const save = useSavePreferences(props.profileId);
  const form = useForm<PartnerPreferencesForm, unknown, PartnerPreferences>({
    defaultValues: stored,
    resolver: zodResolver(partnerPreferencesSchema),
    mode: "onTouched",
  });
  const error = (name: Name) =>
    translateFieldMessage(t, form.formState.errors[name as keyof typeof form.formState.errors]?.message);
  const opts = (list: readonly { id: number | string; en: string; mr: string }[]) =>
    list.map((i) => ({ value: String(i.id), label: label(i, lang) }));
  const fieldLabel = (name: string) => t(`preferences.fields.${name}`);

  const multi = (name: Name, data: { value: string; label: string }[], searchable = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div data-field={name}>
          <MultiSelect
            label={fieldLabel(name)}
            placeholder={t("preferences.anyValue")}
            data={data}
            value={((field.value as number[] | undefined) ?? []).map(String)}
            onChange={(v) => field.onChange(v.map(Number))}
            onBlur={field.onBlur}
            searchable={searchable}
            clearable
            hidePickedOptions
            error={error(name)}
            comboboxProps={Z300}
            limit={searchable ? 60 : undefined}
          />
        </div>
      )}
    />
  );
  const single = (name: Name, data: { value: string; label: string }[], numeric: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div data-field={name}>
          <Select
            label={fieldLabel(name)}
            placeholder={t("preferences.anyValue")}
            data={data}
            value={field.value === undefined || field.value === null ? null : String(field.value)}
            onChange={(v) => field.onChange(v === null ? undefined : numeric ? Number(v) : v)}
            onBlur={field.onBlur}
            clearable
            error={error(name)}
            comboboxProps={Z300}
          />
        </div>
      )}
    />
  );
  const number = (name: Name, min: number, max: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div data-field={name}>
          <NumberInput
            label={fieldLabel(name)}
            placeholder={t("preferences.anyValue")}
            value={typeof field.value === "number" ? field.value : ""}
            onChange={(v) => field.onChange(v === "" ? undefined : v)}
            onBlur={field.onBlur}
            min={min}
            max={max}
            allowDecimal={false}
            error={error(name)}
          />
        </div>
      )}
    />
  );

  const districts = master.states.flatMap((s) =>
    s.districts.map((d) => ({ value: String(d.id), label: `${label(d, lang)}, ${label(s, lang)}` })),
  );
  const castes = master.castes.map((c) => {
    const religion = master.religions.find((r) => r.id === c.religionId);
    return {
      value: String(c.id),
      label: religion ? `${label(c, lang)} (${label(religion, lang)})` : label(c, lang),
    };
  });
  const casteMode = form.watch("casteMode");

  async function onValid(values: PartnerPreferences) {
    try {
      const result = await save.mutateAsync(values);
      notifySuccess(result.message);
      props.onSaved();
    } catch (e) {
      if (!(e instanceof ApiError) || e.isNetwork) return notifyError(t("common:errors.network"));
      for (const [name, message] of Object.entries(e.fields))
        form.setError(name as Name, { type: "server", message });
      if (e.status !== 401) notifyError(e.message);
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, () => notifyValidation(t("common:errors.validation")))}
    >
      <Stack gap="lg">
        <Section id="basic">
          {number("ageMin", 18, 80)}
          {number("ageMax", 18, 80)}
          {single("heightMin", opts(master.heights), false)}
          {single("heightMax", opts(master.heights), false)}
        </Section>
        <Section id="background">
          {multi("maritalStatusIds", opts(master.maritalStatuses))}
          {multi("educationIds", opts(master.educations), true)}
          {multi("occupationIds", opts(master.occupations))}
          {single("minIncomeId", opts(master.annualIncomes), true)}
        </Section>
        <Section id="place">
          {multi("districtIds", districts, true)}
          {multi("regionIds", opts(master.regions))}
        </Section>
        <Section id="community">
          <Controller
            control={form.control}
            name="casteMode"
            render={({ field }) => (
              <div data-field="casteMode">
                <Radio.Group
                  label={fieldLabel("casteMode")}
                  value={(field.value as string | undefined) ?? "any"}
                  onChange={field.onChange}
                >
                  <Group gap="md" mt={6}>
                    {CASTE_MODES.map((m) => (
                      <Radio key={m} value={m} label={t(`preferences.casteModes.${m}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </div>
            )}
          />
          {casteMode === "list" && multi("casteIds", castes, true)}
        </Section>
        <Section id="kundli">
          {number("minGuna", 0, 36)}
          <Controller
            control={form.control}
            name="avoidNadiDosha"
            render={({ field }) => (
              <div data-field="avoidNadiDosha">
                <Checkbox
                  mt={{ base: 0, sm: 28 }}
                  label={fieldLabel("avoidNadiDosha")}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="mangalMustMatch"
            render={({ field }) => (
              <div data-field="mangalMustMatch">
                <Checkbox
                  label={fieldLabel("mangalMustMatch")}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              </div>
            )}
          />
          <Text size="xs" c="dimmed">
            {t("preferences.kundliHint")}
          </Text>
        </Section>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            {t("preferences.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
