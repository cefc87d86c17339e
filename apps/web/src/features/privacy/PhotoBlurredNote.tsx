import { Text } from "@mantine/core";
import { useTranslation } from "../../lib/i18n";

/** Under a blurred photo: why it is blurred. */
export function PhotoBlurredNote() {
  const { t } = useTranslation("privacy");
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="photo-blurred">
      {t("photoBlurred")}
    </Text>
  );
}
