import { Center, Loader } from "@mantine/core";
import { useTranslation } from "../lib/i18n";

/** The spinner while a profile page's data arrives (same look as the app shell's page loader). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py={80} aria-live="polite">
      <Loader color="maroon" aria-label={t("status.loading")} />
    </Center>
  );
}
