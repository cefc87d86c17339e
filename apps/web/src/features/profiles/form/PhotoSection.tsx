import type { ProfileFormValues } from "@vv/shared/profile";
import { useFormContext } from "react-hook-form";
import { PhotoField } from "../../../components/photo/PhotoField";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { FormSection } from "./FormSection";

export function PhotoSection() {
  const { t } = useTranslation(["profile", "common"]);
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <FormSection id="photo">
      <PhotoField
        control={control}
        name="photoId"
        size={160}
        labels={{
          photo: t("fields.photo"),
          choose: t("form.choosePhoto"),
          change: t("form.changePhoto"),
          hint: t("form.photoHint"),
        }}
        errorText={(m) => translateMessage(t, m)}
        style={{ gridColumn: "1 / -1" }}
      />
    </FormSection>
  );
}
