import { Checkbox, Input } from "@mantine/core";
import { BIRTH_TIME_ZONES } from "@vv/shared/kundli";
import type { MasterData } from "@vv/shared/master-data";
import type { ProfileFormValues } from "@vv/shared/profile";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n";
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

/**
 * Birth time from three choices: hour, minute and AM/PM, in India Standard Time unless another zone
 * is chosen; "not known" leaves it out (the kundli is then approximate or unavailable).
 */
export function BirthTimeField({ master }: { master: MasterData }) {
  const { t, i18n } = useTranslation(["profile", "matches"]);
  const lang = i18n.language;
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const unknown = useController({ control, name: "birthTimeUnknown" });
  const isUnknown = unknown.field.value === true;
  return (
    <fieldset style={PLAIN_FIELDSET}>
      <Input.Label required={!isUnknown} component="legend" mb={4} p={0}>
        {t("fields.birthTime")}
      </Input.Label>
      {!isUnknown && (
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
      )}
      <div data-field="birthTimeUnknown">
        <Checkbox
          mt="xs"
          ref={unknown.field.ref}
          label={t("matches:kundli.form.timeUnknown")}
          checked={isUnknown}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            unknown.field.onChange(checked);
            if (checked)
              for (const name of ["birthHour", "birthMinute", "birthAmPm"] as const)
                setValue(name, undefined, { shouldValidate: false });
          }}
        />
      </div>
      {!isUnknown && (
        <SelectField
          name="birthTimeZone"
          label="birthTimeZone"
          description={t("matches:kundli.form.zoneHint")}
          data={toOptions(BIRTH_TIME_ZONES, lang)}
        />
      )}
    </fieldset>
  );
}
