import { Input } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { useTranslation } from "react-i18next";
import { toOptions } from "../../reference/options";
import { numericOptions } from "./birth-time";
import { SelectField } from "./fields";

/** AM/PM gets more room: its Marathi labels are the longest. */
const TIME_GRID = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr)",
  gap: "var(--mantine-spacing-xs)",
} as const;
const PLAIN_FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** Birth time from three choices: hour, minute and AM/PM. */
export function BirthTimeField({ master }: { master: MasterData }) {
  const { t, i18n } = useTranslation("profile");
  const lang = i18n.language;
  return (
    <fieldset style={PLAIN_FIELDSET}>
      <Input.Label required component="legend" mb={4} p={0}>
        {t("fields.birthTime")}
      </Input.Label>
      <div style={TIME_GRID}>
        <SelectField
          name="birthHour"
          label="birthHour"
          required
          data={numericOptions(master.birthHours, lang)}
        />
        <SelectField
          name="birthMinute"
          label="birthMinute"
          required
          data={numericOptions(master.birthMinutes, lang)}
        />
        <SelectField name="birthAmPm" label="birthAmPm" required data={toOptions(master.amPm, lang)} />
      </div>
    </fieldset>
  );
}
