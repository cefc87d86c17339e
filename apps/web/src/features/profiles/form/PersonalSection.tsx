import type { MasterData } from "@vv/shared/master-data";
import { PROFILE_LIMITS } from "@vv/shared/profile";
import { useTranslation } from "../../../lib/i18n";
import { toOptions } from "../../reference/options";
import { BirthPlaceField } from "./BirthPlaceField";
import { BirthTimeField } from "./BirthTimeField";
import { DobField } from "./DobField";
import { FormSection } from "./FormSection";
import { RadioField, SelectField, TextField } from "./fields";

export function PersonalSection({ master }: { master: MasterData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <FormSection id="personal">
      <SelectField name="profileFor" label="profileFor" required data={toOptions(master.profileFor, lang)} />
      <RadioField name="gender" label="gender" required data={toOptions(master.genders, lang)} />
      <TextField name="firstName" label="firstName" required maxLength={PROFILE_LIMITS.firstName} />
      <TextField name="middleName" label="middleName" required maxLength={PROFILE_LIMITS.middleName} />
      <TextField name="lastName" label="lastName" required maxLength={PROFILE_LIMITS.lastName} />
      <DobField />
      <BirthTimeField master={master} />
      <TextField name="birthPlace" label="birthPlace" required maxLength={PROFILE_LIMITS.birthPlace} />
      <BirthPlaceField />
      <RadioField
        name="mangalDeclared"
        label="mangalDeclared"
        data={[
          { value: "yes", label: t("profile:mangal.yes") },
          { value: "no", label: t("profile:mangal.no") },
          { value: "", label: t("profile:mangal.chart") },
        ]}
      />
      <SelectField name="height" label="height" required data={toOptions(master.heights, lang)} />
      <SelectField
        name="bloodGroupId"
        label="bloodGroup"
        required
        data={toOptions(master.bloodGroups, lang)}
      />
      <SelectField
        name="maritalStatusId"
        label="maritalStatus"
        required
        data={toOptions(master.maritalStatuses, lang)}
      />
    </FormSection>
  );
}
