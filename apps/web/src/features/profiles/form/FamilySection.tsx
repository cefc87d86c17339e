import { Checkbox } from "@mantine/core";
import type { ProfileFormValues } from "@vv/shared/profile";
import { PROFILE_LIMITS } from "@vv/shared/profile";
import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n";
import { FormSection } from "./FormSection";
import { TextField } from "./fields";

export function FamilySection() {
  const { t } = useTranslation("profile");
  const { control, setValue, getValues } = useFormContext<ProfileFormValues>();
  const current = useWatch({ control, name: "currentAddress" });
  const [same, setSame] = useState(() => {
    const { currentAddress, permanentAddress } = getValues();
    return !!currentAddress && currentAddress === permanentAddress;
  });

  // While "same as current" is ticked, the permanent address follows the current one.
  useEffect(() => {
    if (same) setValue("permanentAddress", current ?? "", { shouldDirty: true });
  }, [same, current, setValue]);

  return (
    <FormSection id="family">
      <TextField
        name="fatherFullName"
        label="fatherFullName"
        required
        maxLength={PROFILE_LIMITS.fatherFullName}
      />
      <TextField
        name="fatherOccupation"
        label="fatherOccupation"
        required
        maxLength={PROFILE_LIMITS.fatherOccupation}
      />
      <TextField name="fatherMobile" label="fatherMobile" required inputMode="tel" maxLength={16} />
      <TextField
        name="currentAddress"
        label="currentAddress"
        required
        multiline
        maxLength={PROFILE_LIMITS.currentAddress}
      />
      <div>
        <Checkbox
          label={t("form.sameAsCurrent")}
          checked={same}
          onChange={(e) => setSame(e.currentTarget.checked)}
          mb="xs"
        />
        <TextField
          name="permanentAddress"
          label="permanentAddress"
          multiline
          maxLength={PROFILE_LIMITS.permanentAddress}
          disabled={same}
        />
      </div>
    </FormSection>
  );
}
