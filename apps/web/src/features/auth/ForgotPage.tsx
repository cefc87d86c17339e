import { Button, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { AuthCard } from "./AuthCard";

/** /forgot: there is no password to reset; sign-in is by OTP. */
export function ForgotPage() {
  const { t } = useTranslation("pages");
  return (
    <AuthCard title={t("forgot.title")}>
      <Text mb="lg">{t("forgot.body")}</Text>
      <Button component={Link} to="/login" size="md" fullWidth data-testid="forgot-login">
        {t("forgot.action")}
      </Button>
    </AuthCard>
  );
}
