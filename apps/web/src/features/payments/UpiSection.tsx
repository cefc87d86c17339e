import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconBrandWhatsapp, IconCheck, IconCopy } from "@tabler/icons-react";
import { manualPaymentBodySchema, type PaymentPage } from "@vv/shared/payments";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { isMobileDevice, whatsappChatUrl } from "../../lib/whatsapp";
import { useClaimManual } from "./api";
import { formatNumber, formatRupees } from "./format";

function Copyable({ value }: { value: string }) {
  const { t } = useTranslation("payments");
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        >
          {copied ? t("upi.copied") : t("upi.copy")}
        </Button>
      )}
    </CopyButton>
  );
}

/** The community's usual way: scan the UPI QR (exact fee, reference naming the registration), then confirm. */
export function UpiSection({ page }: { page: PaymentPage }) {
  const { t, i18n } = useTranslation("payments");
  const lang = i18n.language;
  const claim = useClaimManual();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | undefined>();
  const amount = formatRupees(page.amount, lang);
  const regNo = formatNumber(page.registrationNumber, lang);
  const openClaim = page.attempts.find(
    (a) => a.provider === "upi" && (a.status === "PENDING" || a.status === "INITIATED"),
  );

  async function submit() {
    const parsed = manualPaymentBodySchema.safeParse({ profileId: page.profileId, reference });
    if (!parsed.success) {
      setError(translateFieldMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    try {
      const result = await claim.mutateAsync(parsed.data);
      notifySuccess(result.message);
      setReference("");
    } catch (e) {
      if (e instanceof ApiError && e.fields.reference) setError(e.fields.reference);
      else if (e instanceof ApiError) notifyError(e.message);
    }
  }

  const whatsappText = t("upi.whatsappText", {
    amount,
    number: regNo,
    name: page.fullName,
    reference: reference.trim() || openClaim?.reference || t("upi.noReference"),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="upi-section">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("upi.title")}
        </Title>
        {page.upi && (
          <>
            <Text size="sm" c="dimmed">
              {t("upi.scan")}
            </Text>
            <Image
              src={page.upi.qrDataUrl}
              alt={t("upi.qrAlt", { amount })}
              w={220}
              h={220}
              mx="auto"
              fit="contain"
              data-testid="upi-qr"
            />
            {isMobileDevice() && (
              <Button component="a" href={page.upi.uri} variant="outline" color="green.8">
                {t("upi.openApp")}
              </Button>
            )}
            <Group gap={6} wrap="wrap">
              <Text size="sm">{t("upi.upiId")}:</Text>
              <Text size="sm" fw={700} style={{ overflowWrap: "anywhere" }}>
                {page.upi.upiId}
              </Text>
              <Copyable value={page.upi.upiId} />
            </Group>
            <Text size="sm">
              {t("upi.payee")}: {page.upi.payeeName} · {page.upi.note}
            </Text>
          </>
        )}
        {page.phoneTransferNumber && (
          <Group gap={6} wrap="wrap">
            <Text size="sm">{t("upi.phone", { amount })}</Text>
            <Anchor href={`tel:+91${page.phoneTransferNumber}`} fw={700} size="sm">
              {page.phoneTransferNumber}
            </Anchor>
            <Copyable value={page.phoneTransferNumber} />
          </Group>
        )}
        {openClaim ? (
          <Alert color="orange" variant="light" data-testid="claim-pending">
            {t("upi.pendingClaim", { reference: openClaim.reference ?? "" })}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t("upi.step2")}</Text>
            <TextInput
              label={t("upi.referenceLabel")}
              description={t("upi.referenceHint")}
              value={reference}
              maxLength={40}
              inputMode="text"
              autoComplete="off"
              error={error}
              onChange={(event) => {
                setReference(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <Button
              variant="outline"
              onClick={() => void submit()}
              loading={claim.isPending}
              data-testid="claim-submit"
            >
              {t("upi.submit")}
            </Button>
          </>
        )}
        {page.whatsappNumber && (
          <Button
            component="a"
            href={whatsappChatUrl(page.whatsappNumber, whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            color="green.7"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
            data-testid="whatsapp-confirm"
          >
            {t("upi.whatsapp")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
