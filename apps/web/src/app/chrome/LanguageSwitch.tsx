import { Button } from "@mantine/core";
import { toLanguage } from "@vv/shared/i18n";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../i18n";

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = toLanguage(i18n.language) === "mr" ? "en" : "mr";
  return (
    <Button
      variant="light"
      color="saffron"
      c="maroon.9"
      size="compact-md"
      fullWidth={fullWidth}
      aria-label={t("nav.switchLanguageLabel")}
      lang={next}
      onClick={() => void changeLanguage(next)}
      data-testid="language-switch"
    >
      {t("nav.switchLanguage")}
    </Button>
  );
}
