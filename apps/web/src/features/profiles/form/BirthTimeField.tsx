import { Fieldset, SimpleGrid } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { useTranslation } from "react-i18next";
import { toOptions } from "../../reference/options";
import { numericOptions } from "./birth-time";
import { SelectField } from "./fields";

/** Birth time from three choices: hour, minute and AM/PM (SPEC §3). */
export function BirthTimeField({ master }: { master: MasterData }) {
  const { t, i18n } = useTranslation("profile");
  const lang = i18n.language;
  return (
    <Fieldset legend={`${t("fields.birthTime")} *`} variant="unstyled" p={0}>
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
    </Fieldset>
  );
}
