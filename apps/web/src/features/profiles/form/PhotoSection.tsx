import { Group, Stack, Text } from "@mantine/core";
import type { ProfileFormValues } from "@vv/shared/profile";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ProfilePhoto, photoUrlsFor } from "../../../components/ProfilePhoto";
import { PhotoUploader } from "../../../components/photo/PhotoUploader";
import { translateMessage } from "../../../lib/translate-message";
import { FormSection } from "./FormSection";

const PREVIEW = 160;

export function PhotoSection() {
  const { t } = useTranslation(["profile", "common"]);
  const { control } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ control, name: "photoId" });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const photoId = typeof field.value === "string" && field.value ? field.value : null;
  const error = translateMessage(t, fieldState.error?.message);

  return (
    <FormSection id="photo">
      <Group align="flex-start" gap="md" wrap="nowrap" data-field="photoId" style={{ gridColumn: "1 / -1" }}>
        <div style={{ width: PREVIEW, maxWidth: "40%", flexShrink: 0 }}>
          {localPreview ? (
            <img
              src={localPreview}
              alt={t("fields.photo")}
              width={PREVIEW}
              height={PREVIEW}
              style={{
                width: "100%",
                height: "auto",
                borderRadius: "var(--mantine-radius-md)",
                display: "block",
              }}
            />
          ) : (
            <ProfilePhoto
              photo={photoId ? photoUrlsFor(photoId) : null}
              alt={t("fields.photo")}
              size={PREVIEW}
              eager
            />
          )}
        </div>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <PhotoUploader
            label={t(photoId ? "form.changePhoto" : "form.choosePhoto")}
            onUploaded={({ photoId: id, previewUrl }) => {
              setLocalPreview(previewUrl);
              field.onChange(id);
            }}
          />
          <Text size="sm" c="dimmed">
            {t("form.photoHint")}
          </Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </FormSection>
  );
}
