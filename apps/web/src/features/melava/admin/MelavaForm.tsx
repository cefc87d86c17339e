import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  BOOKLET_LANGUAGES,
  BOOKLET_PAGE_SIZES,
  MELAVA_LIMITS,
  type MelavaAdmin,
  type MelavaInput,
  melavaInputSchema,
} from "@vv/shared/melava";
import type { ReactNode } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { useSaveMelava } from "../api";
import { fromIndiaLocal, toIndiaLocal } from "./local-time";

const INSTANTS = ["startsAt", "registrationOpensAt", "registrationClosesAt"] as const;
type Values = Omit<MelavaInput, "feeRupees" | "capacityBrides" | "capacityGrooms"> & {
  feeRupees: number | "";
  capacityBrides: number | "";
  capacityGrooms: number | "";
};

const EMPTY: Values = {
  slug: "",
  nameEn: "",
  nameMr: "",
  startsAt: "",
  venueEn: "",
  venueMr: "",
  address: "",
  mapUrl: "",
  registrationOpensAt: "",
  registrationClosesAt: "",
  feeRupees: 0,
  upiAllowed: false,
  capacityBrides: "",
  capacityGrooms: "",
  bookletPageSize: "A4",
  bookletPerPage: 4,
  bookletLanguage: "mr",
  bringEn: "",
  bringMr: "",
  refundEn: "",
  refundMr: "",
};

function valuesOf(event: MelavaAdmin): Values {
  const picked = Object.fromEntries(Object.keys(EMPTY).map((k) => [k, event[k as keyof MelavaAdmin]]));
  return {
    ...(picked as Values),
    startsAt: toIndiaLocal(event.startsAt),
    registrationOpensAt: toIndiaLocal(event.registrationOpensAt),
    registrationClosesAt: toIndiaLocal(event.registrationClosesAt),
    capacityBrides: event.capacityBrides ?? "",
    capacityGrooms: event.capacityGrooms ?? "",
    bookletPerPage: event.bookletPerPage as 2 | 4 | 6,
  };
}

/** The shared schema judges the form once its India-time fields are instants and empty places are "no limit". */
const schemaResolver = zodResolver(melavaInputSchema);
const resolver: Resolver<Values> = (values, context, options) => {
  const mapped: Record<string, unknown> = { ...values };
  for (const name of INSTANTS) mapped[name] = fromIndiaLocal(values[name]);
  for (const name of ["capacityBrides", "capacityGrooms"] as const)
    if (values[name] === "") mapped[name] = null;
  // biome-ignore lint/suspicious/noExplicitAny: the mapped values are the schema's input
  return schemaResolver(mapped as any, context, options as any) as any;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Create or edit an event: every field of the shared schema, India times, translated messages. */
export function MelavaForm({ event }: { event: MelavaAdmin | null }) {
  const { t } = useTranslation(["melava", "common"]);
  const navigate = useNavigate();
  const save = useSaveMelava(event?.id ?? null);
  const form = useForm<Values>({ resolver, defaultValues: event ? valuesOf(event) : EMPTY });
  const err = (name: keyof Values) => translateMessage(t, form.formState.errors[name]?.message);
  const label = (name: keyof Values) => t(`audit.fields.${name}`);
  const text = (name: keyof Values, max: number, extra: object = {}) => (
    <TextInput label={label(name)} maxLength={max} error={err(name)} {...extra} {...form.register(name)} />
  );
  const area = (name: keyof Values) => (
    <Textarea
      label={label(name)}
      maxLength={MELAVA_LIMITS.text}
      autosize
      minRows={2}
      error={err(name)}
      {...form.register(name)}
    />
  );
  const when = (name: (typeof INSTANTS)[number]) =>
    text(name, 16, { type: "datetime-local", description: t("admin.timeHint"), withAsterisk: true });
  const number = (name: "feeRupees" | "capacityBrides" | "capacityGrooms", max: number, hint?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label(name)}
          description={hint}
          min={name === "feeRupees" ? 0 : 1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={(v) => field.onChange(v === "" ? "" : Number(v))}
          onBlur={field.onBlur}
          error={err(name)}
          data-testid={`melava-${name}`}
        />
      )}
    />
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      // The resolver has already turned the values into the schema's output.
      const res = await save.mutateAsync(values as unknown as MelavaInput);
      if (!event) navigate(`/admin/melava/${res.id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof Values, { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="melava-form">
      <Stack gap="md">
        <Section title={t("admin.sectionEvent")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text("nameMr", MELAVA_LIMITS.name, { withAsterisk: true })}
            {text("nameEn", MELAVA_LIMITS.name, { withAsterisk: true })}
            {text("slug", MELAVA_LIMITS.slug, { withAsterisk: true, description: t("admin.slugHint") })}
            {when("startsAt")}
            {text("venueMr", MELAVA_LIMITS.venue, { withAsterisk: true })}
            {text("venueEn", MELAVA_LIMITS.venue, { withAsterisk: true })}
          </SimpleGrid>
          <Textarea
            label={label("address")}
            withAsterisk
            maxLength={MELAVA_LIMITS.address}
            autosize
            minRows={2}
            error={err("address")}
            {...form.register("address")}
          />
          {text("mapUrl", MELAVA_LIMITS.mapUrl, { type: "url" })}
        </Section>
        <Section title={t("admin.sectionRegistration")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {when("registrationOpensAt")}
            {when("registrationClosesAt")}
            {number("feeRupees", MELAVA_LIMITS.feeRupees)}
            <Controller
              control={form.control}
              name="upiAllowed"
              render={({ field }) => (
                <Switch
                  label={label("upiAllowed")}
                  description={t("admin.upiHint")}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            {number("capacityBrides", MELAVA_LIMITS.capacity, t("admin.capacityHint"))}
            {number("capacityGrooms", MELAVA_LIMITS.capacity, t("admin.capacityHint"))}
          </SimpleGrid>
        </Section>
        <Section title={t("admin.sectionBooklet")}>
          <Controller
            control={form.control}
            name="bookletPageSize"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {label("bookletPageSize")}
                </Text>
                <SegmentedControl
                  data={[...BOOKLET_PAGE_SIZES]}
                  value={field.value}
                  onChange={field.onChange}
                />
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="bookletPerPage"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {label("bookletPerPage")}
                </Text>
                <SegmentedControl
                  data={[2, 4, 6].map((n) => ({ value: String(n), label: t("admin.perPage", { count: n }) }))}
                  value={String(field.value)}
                  onChange={(v) => field.onChange(Number(v))}
                />
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="bookletLanguage"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {label("bookletLanguage")}
                </Text>
                <SegmentedControl
                  data={BOOKLET_LANGUAGES.map((l) => ({ value: l, label: t(`admin.languages.${l}`) }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              </Stack>
            )}
          />
        </Section>
        <Section title={t("admin.sectionTexts")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {area("bringMr")}
            {area("bringEn")}
            {area("refundMr")}
            {area("refundEn")}
          </SimpleGrid>
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="melava-save">
            {event ? t("admin.save") : t("admin.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
