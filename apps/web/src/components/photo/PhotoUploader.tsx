import { Button, FileButton, Progress, Stack, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { NOTIFY_MS } from "@vv/shared/constants";
import { useEffect, useRef, useState } from "react";
import type { Area } from "react-easy-crop";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess, notifyValidation } from "../../lib/notify";
import { uploadFile } from "../../lib/upload";
import { CropModal } from "./CropModal";
import { cropToJpeg, isImageFile } from "./crop-image";

export interface UploadedPhoto {
  photoId: string;
  /** A local URL of the cropped image: shown at once, without waiting for the network. */
  previewUrl: string;
}

interface PhotoUploaderProps {
  label: string;
  onUploaded: (photo: UploadedPhoto) => void | Promise<void>;
  disabled?: boolean;
  /** Say "Photo uploaded successfully" (off when the caller reports its own message). */
  announce?: boolean;
  /** Crop aspect (width / height); square by default. */
  aspect?: number;
  /** Open the phone's camera straight away (the melava desk photographs a walk-in candidate). */
  capture?: "user" | "environment";
}

/** Choose an image, crop it square, upload it with a visible percentage. */
export function PhotoUploader({
  label,
  onUploaded,
  disabled,
  announce = true,
  aspect,
  capture,
}: PhotoUploaderProps) {
  const { t } = useTranslation("profile");
  const [source, setSource] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  function fail(message: string) {
    setError(message);
    notifyError(message, NOTIFY_MS.standard);
  }

  function choose(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    if (!isImageFile(file.name, file.type)) {
      setError(t("validation.notImage"));
      notifyValidation(t("validation.notImage"));
      return;
    }
    setSource(URL.createObjectURL(file));
  }

  async function confirm(area: Area, rotation: number) {
    if (!source) return;
    let blob: Blob;
    try {
      blob = await cropToJpeg(source, area, rotation);
    } catch {
      setSource(null);
      fail(t("errors.cropFailed"));
      return;
    }
    setSource(null); // closes the dialog; the object URL is released by the effect above
    setPercent(0);
    try {
      const result = await uploadFile<{ photoId: string }>("/media/photos", blob, { onProgress: setPercent });
      await onUploaded({ photoId: result.photoId, previewUrl: URL.createObjectURL(blob) });
      if (announce) notifySuccess(t("messages.photoUploaded"), NOTIFY_MS.validation);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) fail(t("errors.uploadUnauthorized"));
      else if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.code !== "internal")
        fail(e.message);
      else fail(t("errors.uploadFailed"));
    } finally {
      setPercent(null);
    }
  }

  const uploading = percent !== null;
  return (
    <Stack gap={6}>
      <FileButton
        onChange={choose}
        accept="image/*"
        capture={capture}
        resetRef={resetRef}
        disabled={disabled || uploading}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden />}
            loading={uploading}
            style={{ alignSelf: "flex-start" }}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {uploading && (
        <div aria-live="polite">
          <Progress
            value={percent}
            size="lg"
            striped
            animated
            aria-label={t("form.uploading", { percent })}
          />
          <Text size="sm" ta="center">
            {t("form.uploading", { percent })}
          </Text>
        </div>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <CropModal
        key={source ?? "none"}
        src={source}
        aspect={aspect}
        onCancel={() => setSource(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
