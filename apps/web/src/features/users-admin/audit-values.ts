import { useTranslation } from "../../lib/i18n";
import { useMasterData } from "../reference/api";

type Lookup = (id: unknown) => string | undefined;

/** Readable value of one audited user column: labels for codes, names for places. */
export function useUserAuditValue() {
  const { t, i18n } = useTranslation("users");
  const master = useMasterData().data;
  const mr = i18n.language.startsWith("mr");
  const name = (item: { en: string; mr: string } | undefined) =>
    item ? (mr ? item.mr : item.en) : undefined;
  const state: Lookup = (id) => name(master?.states.find((s) => s.id === id));
  const district: Lookup = (id) => name(master?.states.flatMap((s) => s.districts).find((d) => d.id === id));
  const region: Lookup = (id) => name(master?.regions.find((r) => r.id === id));

  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("values.none");
    switch (field) {
      case "is_verified":
        return t(
          value === 0
            ? "values.verified.pending"
            : value === 1
              ? "values.verified.yes"
              : "values.verified.no",
        );
      case "row_status":
        return t(value === 1 ? "values.status.active" : "values.status.inactive");
      case "is_bride_groom_access":
        return t(value === 1 ? "values.yes" : "values.no");
      case "gender_access":
        return t(`genderAccess.${String(value)}`);
      case "role":
        return t(`roles.${String(value)}`);
      case "state_id":
        return state(value) ?? String(value);
      case "district_id":
        return district(value) ?? String(value);
      case "region_id":
        return region(value) ?? String(value);
      default:
        return String(value);
    }
  };
}
