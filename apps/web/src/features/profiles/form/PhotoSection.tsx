import type { ProfileFormValues } from "@vv/shared/profile";
import { lazy, Suspense } from "react";
import { useFormContext } from "react-hook-form";
import { PhotoField } from "../../../components/photo/PhotoField";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { FormSection } from "./FormSection";

const PhotoManager = lazy(() =>
  import("../../profile-photos/PhotoManager").then((m) => ({ default: m.PhotoManager })),
);

/** A new profile's one photo; a stored profile's photos (up to five) in the photo manager. */
export function PhotoSection({ profileId }: { profileId?: number }) {
  const { t } = useTranslation(["profile", "common"]);
  const { control } = useFormContext<ProfileFormValues>();
  if (profileId !== undefined)
    return (
      <FormSection id="photo">
        <div style={{ gridColumn: "1 / -1" }}>
          <Suspense fallback={null}>
            <PhotoManager profileId={profileId} />
          </Suspense>
        </div>
      </FormSection>
    );
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
