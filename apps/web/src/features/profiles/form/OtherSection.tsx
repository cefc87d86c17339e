import type { MasterData } from "@vv/shared/master-data";
import type { ProfileFormValues } from "@vv/shared/profile";
import { PROFILE_LIMITS } from "@vv/shared/profile";
import { useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { StateDistrictPicker } from "../../../components/StateDistrictPicker";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { toOptions } from "../../reference/options";
import { FormSection } from "./FormSection";
import { SelectField, TextField } from "./fields";
import { LineageFields } from "./LineageFields";

/** Zodiac, religion and caste, region and native place. */
export function OtherSection({ master }: { master: MasterData }) {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const lang = i18n.language;
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const religionId = useWatch({ control, name: "religionId" });
  const castes = useMemo(
    () =>
      toOptions(
        master.castes.filter((c) => c.religionId === religionId),
        lang,
      ),
    [master.castes, religionId, lang],
  );
  const reset = (name: "casteId") => setValue(name, undefined, { shouldDirty: true, shouldValidate: false });

  return (
    <FormSection id="other">
      <SelectField name="zodiacId" label="zodiac" required data={toOptions(master.zodiacSigns, lang)} />
      <SelectField
        name="religionId"
        label="religion"
        required
        data={toOptions(master.religions, lang)}
        onPicked={() => reset("casteId")}
      />
      <SelectField name="casteId" label="caste" required searchable data={castes} />
      <TextField name="subCaste" label="subCaste" maxLength={PROFILE_LIMITS.subCaste} />
      <SelectField name="regionId" label="region" data={toOptions(master.regions, lang)} />
      <StateDistrictPicker
        control={control}
        states={master.states}
        lang={lang}
        numeric
        emptyValue={undefined}
        labels={{
          state: t("fields.state"),
          district: t("fields.district"),
          statePlaceholder: t("form.select"),
          districtPlaceholder: t("form.select"),
        }}
        errorText={(m) => translateMessage(t, m)}
        selectProps={{ nothingFoundMessage: t("list.noData"), "aria-required": true }}
      />
      <TextField name="cityVillage" label="cityVillage" maxLength={PROFILE_LIMITS.cityVillage} />
      <TextField name="uncleSurname" label="uncleSurname" required maxLength={PROFILE_LIMITS.uncleSurname} />
      <LineageFields />
    </FormSection>
  );
}
