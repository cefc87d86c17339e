import { NativeSelect } from "@mantine/core";
import { useTranslation } from "../../lib/i18n";
import { useRejectionReasons } from "../site-admin/reasons-api";

/** The committee's rejection reasons to pick from (or none: the remark says it all). */
export function ReasonPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t, i18n } = useTranslation("approvals");
  const reasons = useRejectionReasons().data?.items ?? [];
  if (reasons.length === 0) return null;
  const mr = i18n.language.startsWith("mr");
  return (
    <NativeSelect
      label={t("confirm.reasonLabel")}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: "", label: t("confirm.reasonNone") },
        ...reasons.map((r) => ({ value: String(r.id), label: mr ? r.textMr : r.textEn })),
      ]}
      data-testid="reject-reason"
    />
  );
}
