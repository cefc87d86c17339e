import "react-easy-crop/react-easy-crop.css";
import { Button, Group, Modal, Slider, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useTranslation } from "../../lib/i18n";
import { useDialogClose } from "../dialog-close";

interface CropModalProps {
  src: string | null;
  onCancel: () => void;
  onConfirm: (area: Area, rotation: number) => void;
  /** Width / height of the crop: 1 (square) for photos of people. */
  aspect?: number;
}

/** Square crop with zoom 1–3 (step 0.1) and rotation 0–360. */
export function CropModal({ src, onCancel, onConfirm, aspect = 1 }: CropModalProps) {
  const { t } = useTranslation(["profile", "common"]);
  const dialogClose = useDialogClose();
  const phone = useMediaQuery("(max-width: 36em)");
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Modal
      closeButtonProps={dialogClose}
      opened={!!src}
      onClose={onCancel}
      title={t("form.cropTitle")}
      fullScreen={phone}
      size="lg"
      centered
    >
      <Stack gap="md">
        <div
          style={{ position: "relative", width: "100%", height: phone ? "55dvh" : 380, background: "#222" }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              minZoom={1}
              maxZoom={3}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
              disableAutomaticStylesInjection
            />
          )}
        </div>
        <div>
          <Text size="sm" fw={600} id="crop-zoom">
            {t("form.zoom")}
          </Text>
          <Slider
            aria-labelledby="crop-zoom"
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={setZoom}
            label={(v) => `${v.toFixed(1)}×`}
          />
        </div>
        <div>
          <Text size="sm" fw={600} id="crop-rotation">
            {t("form.rotation")}
          </Text>
          <Slider
            aria-labelledby="crop-rotation"
            min={0}
            max={360}
            step={1}
            value={rotation}
            onChange={setRotation}
            label={(v) => `${v}°`}
          />
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("common:actions.cancel")}
          </Button>
          <Button onClick={() => area && onConfirm(area, rotation)} disabled={!area}>
            {t("form.usePhoto")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
