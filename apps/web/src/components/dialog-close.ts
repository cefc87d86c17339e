import { useTranslation } from "../lib/i18n";

/**
 * The props for a Mantine Modal's close (×) button: Mantine gives it no name, so a screen reader
 * announced only "button" (axe: button-name). Every dialog passes these as `closeButtonProps`.
 */
export function useDialogClose() {
  const { t } = useTranslation("common");
  return { "aria-label": t("actions.close") };
}
