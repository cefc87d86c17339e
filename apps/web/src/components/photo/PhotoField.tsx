import { Button, Group, Stack, Text } from "@mantine/core";
import { type CSSProperties, useState } from "react";
import { type Control, type FieldValues, type Path, type PathValue, useController } from "react-hook-form";
import { ProfilePhoto, photoUrlsFor } from "../ProfilePhoto";
import { PhotoUploader } from "./PhotoUploader";

interface PhotoFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Preview width in pixels. */
  size: number;
  labels: { photo: string; choose: string; change: string; hint: string; remove?: string };
  /** The field's error message in the page's language. */
  errorText: (message: string | undefined) => string | undefined;
  /** The value when the photo is removed ("Remove photo" shows only when `labels.remove` is given). */
  emptyValue?: null | "";
  style?: CSSProperties;
}

/**
 * A form's photo: the preview (the cropped local file right after upload, the stored photo otherwise),
 * the uploader (crop, then upload through the media pipeline) and its hint and error. The field holds
 * the uploaded photo's id.
 */
export function PhotoField<T extends FieldValues>({
  control,
  name,
  size,
  labels,
  errorText,
  emptyValue = null,
  style,
}: PhotoFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const photoId = typeof field.value === "string" && field.value ? field.value : null;
  const error = errorText(fieldState.error?.message);
  const set = (value: string | null) => field.onChange(value as PathValue<T, Path<T>>);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-field={name} style={style}>
      <div style={{ width: size, maxWidth: "40%", flexShrink: 0 }}>
        {localPreview && photoId ? (
          <img
            src={localPreview}
            alt={labels.photo}
            width={size}
            height={size}
            style={{
              width: "100%",
              height: "auto",
              borderRadius: "var(--mantine-radius-md)",
              display: "block",
            }}
          />
        ) : (
          <ProfilePhoto photo={photoId ? photoUrlsFor(photoId) : null} alt={labels.photo} size={size} eager />
        )}
      </div>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <PhotoUploader
          label={photoId ? labels.change : labels.choose}
          onUploaded={({ photoId: uploaded, previewUrl }) => {
            setLocalPreview(previewUrl);
            set(uploaded);
          }}
        />
        {photoId && labels.remove && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ alignSelf: "flex-start" }}
            onClick={() => {
              setLocalPreview(null);
              set(emptyValue);
            }}
          >
            {labels.remove}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {labels.hint}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
