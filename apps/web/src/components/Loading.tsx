import { Alert, Center, Loader } from "@mantine/core";
import { useConnection } from "../lib/connection";
import { useTranslation } from "../lib/i18n";

/**
 * The spinner while a profile page's data arrives (same look as the app shell's page loader).
 * Offline, nothing would arrive: the page says it needs the internet instead of spinning forever,
 * and loads by itself once the connection is back (queries retry on reconnect).
 */
export function Loading() {
  const { t } = useTranslation();
  const { offline } = useConnection();
  if (offline)
    return (
      <Alert color="yellow" variant="light" my="lg" data-testid="needs-internet">
        {t("status.needsInternet")}
      </Alert>
    );
  return (
    <Center py={80}>
      {/* A name needs a role: aria-label on the spinner's bare span is prohibited (axe, WCAG 4.1.2). */}
      <Loader color="maroon" role="status" aria-label={t("status.loading")} />
    </Center>
  );
}
