import { PROFILE_LIMITS } from "@vv/shared/profile";
import { FormSection } from "./FormSection";
import { TextField } from "./fields";

export function ContactsSection() {
  return (
    <FormSection id="contacts">
      <TextField
        name="contactPersonName1"
        label="contactPersonName1"
        required
        maxLength={PROFILE_LIMITS.contactPersonName}
      />
      <TextField
        name="contactPersonMobile1"
        label="contactPersonMobile1"
        required
        inputMode="tel"
        maxLength={16}
      />
      <TextField
        name="contactPersonName2"
        label="contactPersonName2"
        maxLength={PROFILE_LIMITS.contactPersonName}
      />
      <TextField name="contactPersonMobile2" label="contactPersonMobile2" inputMode="tel" maxLength={16} />
    </FormSection>
  );
}
