import type { MasterData } from "@vv/shared/master-data";
import type { Control, FieldValues } from "react-hook-form";
import { StateDistrictPicker } from "../../components/StateDistrictPicker";
import { useTranslation } from "../../lib/i18n";
import { translateMessage } from "../../lib/translate-message";

/** A board form's state and district (the ids as the select's strings). */
export function BoardPlacePicker<T extends FieldValues>({
  control,
  ns,
  master,
  lang,
}: {
  control: Control<T>;
  ns: "jobs" | "business";
  master: MasterData | undefined;
  lang: string;
}) {
  const { t } = useTranslation([ns, "common"]);
  return (
    <StateDistrictPicker
      control={control}
      states={master?.states ?? []}
      lang={lang}
      labels={{ state: t("fields.state"), district: t("fields.district") }}
      errorText={(m) => translateMessage(t, m)}
    />
  );
}
