import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { formatNumber } from "./format";

/** "Payment failed" with the registration number, the reassurance, OK to my profile. */
export function PaymentFailed(props: {
  registrationNumber: number | null;
  detail?: string;
  onRetry?: () => void;
}) {
  const { t, i18n } = useTranslation("payments");
  return (
    <Alert color="red" variant="light" role="alert" title={t("failed.title")} data-testid="payment-failed">
      <Stack gap="sm">
        {props.registrationNumber !== null && (
          <Text fw={600}>
            {t("failed.regNo", { number: formatNumber(props.registrationNumber, i18n.language) })}
          </Text>
        )}
        <Text>{t("failed.message")}</Text>
        {props.detail && props.detail !== t("failed.message") && (
          <Text size="sm" c="dimmed">
            {props.detail}
          </Text>
        )}
        <Group gap="xs">
          <Button component={Link} to="/user/my-profile" color="red">
            {t("ok")}
          </Button>
          {props.onRetry && (
            <Button variant="default" onClick={props.onRetry}>
              {t("result.retry")}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
