import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useSignedInUser } from "../profiles/use-signed-in";
import { AttemptList } from "./AttemptList";
import { usePaymentPage, useStartPayment } from "./api";
import { formatNumber, formatRupees } from "./format";
import { PaymentFailed } from "./PaymentFailed";
import { UpiSection } from "./UpiSection";

function profileIdFrom(state: unknown, params: URLSearchParams): number | undefined {
  const fromState = (state as { profileId?: unknown } | null)?.profileId;
  if (typeof fromState === "number" && fromState > 0) return fromState;
  const fromUrl = params.get("profile");
  return fromUrl && /^\d{1,9}$/.test(fromUrl) ? Number(fromUrl) : undefined;
}

/** /payment: the registration fee for one profile, by gateway or by UPI. */
export function PaymentPage() {
  const { t, i18n } = useTranslation("payments");
  const lang = i18n.language;
  const location = useLocation();
  const [params] = useSearchParams();
  const { ready } = useSignedInUser();
  const profileId = profileIdFrom(location.state, params);
  const page = usePaymentPage(ready ? profileId : undefined);
  const start = useStartPayment();
  const [failed, setFailed] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function pay() {
    if (!page.data) return;
    setFailed(null);
    try {
      const started = await start.mutateAsync(page.data.profileId);
      setLeaving(true);
      window.location.assign(started.redirectUrl);
    } catch (error) {
      setFailed(error instanceof ApiError ? error.message : t("failed.message"));
    }
  }

  const data = page.data;
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("title")}
        </Title>
        {profileId === undefined || notFound ? (
          <Alert color="yellow" variant="light">
            <Stack gap="sm" align="flex-start">
              {t("chooseProfile")}
              <Button component={Link} to="/user/my-profile" variant="white">
                {t("ok")}
              </Button>
            </Stack>
          </Alert>
        ) : page.isError ? (
          <LoadFailed onRetry={() => void page.refetch()} />
        ) : !data ? (
          <Loading />
        ) : failed ? (
          <PaymentFailed
            registrationNumber={data.registrationNumber}
            detail={failed}
            onRetry={() => setFailed(null)}
          />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap={6}>
                <Text fw={700} fz="lg" c="maroon.9" style={{ overflowWrap: "anywhere" }}>
                  {data.fullName}
                </Text>
                <Text size="sm">
                  {t("registrationNumber")}: <b>{formatNumber(data.registrationNumber, lang)}</b>
                </Text>
                <Text size="sm">
                  {t("paymentType")}: {t("paymentTypeValue")}
                </Text>
                <Group gap="xs" align="baseline">
                  <Text size="sm">{t("amount")}:</Text>
                  <Text fz={28} fw={800} c="green.9" data-testid="fee-amount">
                    {formatRupees(data.amount, lang)}
                  </Text>
                </Group>
              </Stack>
            </Paper>
            {data.paid ? (
              <Alert color="green" variant="light" data-testid="already-paid">
                <Stack gap="sm" align="flex-start">
                  {t("alreadyPaid")}
                  <Button component={Link} to="/user/my-profile" color="green">
                    {t("ok")}
                  </Button>
                </Stack>
              </Alert>
            ) : !data.canPay ? (
              <Alert color="yellow" variant="light">
                {t("notPayable")}
              </Alert>
            ) : (
              <>
                <Paper withBorder radius="md" p="md">
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      {t("online.title")}
                    </Title>
                    {data.gateway ? (
                      <>
                        <Text size="sm" c="dimmed">
                          {t("online.hint")}
                        </Text>
                        <Button
                          size="md"
                          color="green.8"
                          leftSection={<IconCreditCard size={18} aria-hidden />}
                          loading={start.isPending || leaving}
                          onClick={() => void pay()}
                          data-testid="pay-online"
                        >
                          {t("online.pay", { amount: formatRupees(data.amount, lang) })}
                        </Button>
                        {leaving && (
                          <Text size="sm" c="dimmed" aria-live="polite">
                            {t("online.processing")}
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text size="sm">{t("online.unavailable")}</Text>
                    )}
                  </Stack>
                </Paper>
                <UpiSection page={data} />
              </>
            )}
            <AttemptList attempts={data.attempts} />
          </>
        )}
      </Stack>
    </Container>
  );
}
