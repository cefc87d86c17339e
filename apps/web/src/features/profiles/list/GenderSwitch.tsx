import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "../../../lib/i18n";

/** For viewers who may see both (admins, associates): all, brides or grooms. */
export function GenderSwitch({ value, onChange }: { value?: 1 | 2; onChange: (gender?: 1 | 2) => void }) {
  const { t } = useTranslation("profile");
  return (
    <SegmentedControl
      fullWidth
      color="maroon"
      value={value ? String(value) : "all"}
      onChange={(v) => onChange(v === "2" ? 2 : v === "1" ? 1 : undefined)}
      data={[
        { value: "all", label: t("list.allGenders") },
        { value: "2", label: t("list.brides") },
        { value: "1", label: t("list.grooms") },
      ]}
    />
  );
}
