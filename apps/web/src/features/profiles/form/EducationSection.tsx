import type { MasterData } from "@vv/shared/master-data";
import { PROFILE_LIMITS } from "@vv/shared/profile";
import { useTranslation } from "../../../lib/i18n";
import { toOptions } from "../../reference/options";
import { FormSection } from "./FormSection";
import { SelectField, TextField } from "./fields";

export function EducationSection({ master }: { master: MasterData }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <FormSection id="education">
      <SelectField
        name="educationId"
        label="education"
        required
        searchable
        data={toOptions(master.educations, lang)}
      />
      <TextField name="specialization" label="specialization" maxLength={PROFILE_LIMITS.specialization} />
      <SelectField name="occupationId" label="occupation" data={toOptions(master.occupations, lang)} />
      <TextField
        name="occupationDetail"
        label="occupationDetail"
        maxLength={PROFILE_LIMITS.occupationDetail}
      />
      <SelectField name="annualIncomeId" label="annualIncome" data={toOptions(master.annualIncomes, lang)} />
      <TextField name="requirement" label="requirement" multiline maxLength={PROFILE_LIMITS.requirement} />
    </FormSection>
  );
}
