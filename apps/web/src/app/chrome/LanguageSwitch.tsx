import { Button } from "@mantine/core";
import { toLanguage } from "@vv/shared/i18n";
import { useTranslation } from "../../lib/i18n";
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
      // English pages: "मराठी" from a face of just those glyphs (app/fonts.css), with no Mukta
      // in the list, whose Devanagari face would download while that one loads.
      ff={next === "mr" ? "'Mukta Header', 'Noto Sans Devanagari', sans-serif" : undefined}
      onClick={() => void changeLanguage(next)}
      data-testid="language-switch"
    >
      {t("nav.switchLanguage")}
    </Button>
  );
}
