import { Alert } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n";

/** Shown where contact details appear and when a family accepts an interest. */
export function FraudWarning({ compact }: { compact?: boolean }) {
  const { t } = useTranslation("privacy");
  return (
    <Alert
      color="orange"
      variant="light"
      title={t("fraud.title")}
      icon={<IconShieldCheck size={20} aria-hidden />}
      data-testid="fraud-warning"
      p={compact ? "xs" : undefined}
    >
      {t("fraud.body")}
    </Alert>
  );
}
