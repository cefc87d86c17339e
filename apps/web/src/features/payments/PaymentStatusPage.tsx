import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconClock } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { paymentTarget } from "../profiles/navigation";
import { useSignedInUser } from "../profiles/use-signed-in";
import { usePaymentStatus } from "./api";
import { formatNumber, formatRupees } from "./format";

/** /payment-status/{tid}: where the gateway sends the member back. */
export function PaymentStatusPage() {
  const { t, i18n } = useTranslation("payments");
  const lang = i18n.language;
  const { tid } = useParams();
  const { ready } = useSignedInUser();
  const [startedAt] = useState(() => Date.now());
  const status = usePaymentStatus(tid, ready, startedAt);
  const data = status.data;

  let body: React.ReactNode;
  if (status.error instanceof ApiError && status.error.status === 404) {
    body = <Alert color="yellow">{t("result.notFound")}</Alert>;
  } else if (status.isError) {
    body = <LoadFailed onRetry={() => void status.refetch()} />;
  } else if (!data) {
    body = <Loading />;
  } else {
    const success = data.paymentStatus === "PAYMENT_SUCCESS";
    const open = data.paymentStatus === "PAYMENT_PENDING" || data.paymentStatus === "PAYMENT_INITIATED";
    const color = success ? "green" : open ? "orange" : "red";
    const Icon = success ? IconCircleCheck : open ? IconClock : IconCircleX;
    const retry = paymentTarget(data.profileId, data.registrationNumber);
    body = (
      <Paper withBorder radius="md" p="lg" data-testid="payment-result" data-status={data.paymentStatus}>
        <Stack gap="sm" align="center" ta="center">
          <Icon size={64} color={`var(--mantine-color-${color}-7)`} aria-hidden />
          <Title order={1} fz={{ base: 24, sm: 30 }} c={`${color}.9`}>
            {t(success ? "result.successTitle" : open ? "result.pendingTitle" : "result.failedTitle")}
          </Title>
          <Text maw={460}>
            {t(success ? "result.successMessage" : open ? "result.pendingMessage" : "result.failedMessage")}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("registrationNumber")}: {formatNumber(data.registrationNumber, lang)} ·{" "}
            {formatRupees(data.amount, lang)}
            <br />
            {t("result.transaction")}: {data.transactionId}
          </Text>
          <Group gap="xs" justify="center">
            <Button component={Link} to="/user/my-profile" color={color} data-testid="result-ok">
              {t("result.ok")}
            </Button>
            {open && (
              <Button variant="default" onClick={() => void status.refetch()} loading={status.isFetching}>
                {t("result.checkAgain")}
              </Button>
            )}
            {!success && !open && (
              <Button
                component={Link}
                to={retry.to}
                state={retry.state}
                variant="default"
                data-testid="result-retry"
              >
                {t("result.retry")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      {body}
    </Container>
  );
}
