import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "@vv/shared/payments";
import { useEffect, useState } from "react";
import { DateField } from "../../../components/DateField";
import { useTranslation } from "../../../lib/i18n";
import type { PaymentFilters } from "./filters";

/** Status, provider, dates and a search box; every change starts again at page 1. */
export function PaymentFiltersBar(props: {
  filters: PaymentFilters;
  onChange: (next: PaymentFilters) => void;
}) {
  const { t } = useTranslation("payments");
  const { filters, onChange } = props;
  const [q, setQ] = useState(filters.q ?? "");
  useEffect(() => setQ(filters.q ?? ""), [filters.q]);
  const set = (patch: Partial<PaymentFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const all = { value: "", label: t("admin.filters.all") };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: q.trim() || undefined });
      }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Select
          label={t("admin.filters.status")}
          data={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`history.status.${s}`) }))]}
          value={filters.status ?? ""}
          onChange={(value) => set({ status: (value || undefined) as PaymentFilters["status"] })}
          allowDeselect={false}
        />
        <Select
          label={t("admin.filters.provider")}
          data={[all, ...PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`history.provider.${p}`) }))]}
          value={filters.provider ?? ""}
          onChange={(value) => set({ provider: (value || undefined) as PaymentFilters["provider"] })}
          allowDeselect={false}
        />
        <DateField
          label={t("admin.filters.from")}
          value={filters.from ?? ""}
          onChange={(value) => set({ from: value || undefined })}
        />
        <DateField
          label={t("admin.filters.to")}
          value={filters.to ?? ""}
          onChange={(value) => set({ to: value || undefined })}
        />
      </SimpleGrid>
      <Group gap="xs" mt="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={t("admin.filters.q")}
          placeholder={t("admin.filters.qPlaceholder")}
          value={q}
          maxLength={60}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        <Button type="submit" aria-label={t("admin.filters.q")}>
          <IconSearch size={18} aria-hidden />
        </Button>
        <Button variant="default" onClick={() => onChange({ page: 1 })}>
          {t("admin.filters.reset")}
        </Button>
      </Group>
    </form>
  );
}
