import type { MasterData } from "@vv/shared/master-data";
import type { ProfileFormValues } from "@vv/shared/profile";
import { PROFILE_LIMITS } from "@vv/shared/profile";
import { useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toOptions } from "../../reference/options";
import { FormSection } from "./FormSection";
import { SelectField, TextField } from "./fields";

/** Zodiac, religion and caste, region and native place. */
export function OtherSection({ master }: { master: MasterData }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const [religionId, stateId] = useWatch({ control, name: ["religionId", "stateId"] });
  const castes = useMemo(
    () =>
      toOptions(
        master.castes.filter((c) => c.religionId === religionId),
        lang,
      ),
    [master.castes, religionId, lang],
  );
  const districts = useMemo(
    () => toOptions(master.states.find((s) => s.id === stateId)?.districts ?? [], lang),
    [master.states, stateId, lang],
  );
  const reset = (name: "casteId" | "districtId") =>
    setValue(name, undefined, { shouldDirty: true, shouldValidate: false });

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
      <SelectField
        name="stateId"
        label="state"
        required
        searchable
        data={toOptions(master.states, lang)}
        onPicked={() => reset("districtId")}
      />
      <SelectField name="districtId" label="district" required searchable data={districts} />
      <TextField name="cityVillage" label="cityVillage" maxLength={PROFILE_LIMITS.cityVillage} />
      <TextField name="uncleSurname" label="uncleSurname" required maxLength={PROFILE_LIMITS.uncleSurname} />
    </FormSection>
  );
}
