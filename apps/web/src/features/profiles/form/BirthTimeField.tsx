import { Input, SimpleGrid } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { useTranslation } from "react-i18next";
import { toOptions } from "../../reference/options";
import { numericOptions } from "./birth-time";
import { SelectField } from "./fields";

const PLAIN_FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** Birth time from three choices: hour, minute and AM/PM (SPEC §3). */
export function BirthTimeField({ master }: { master: MasterData }) {
  const { t, i18n } = useTranslation("profile");
  const lang = i18n.language;
  return (
    <fieldset style={PLAIN_FIELDSET}>
      <Input.Label required component="legend" mb={4} p={0}>
        {t("fields.birthTime")}
      </Input.Label>
      <SimpleGrid cols={3} spacing="xs">
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
      </SimpleGrid>
    </fieldset>
  );
}
