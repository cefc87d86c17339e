import { Anchor, Button, Container, Group, Image, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { eventNumberLabel, melavaName } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { Notice } from "../../../components/Notice";
import { ApiError, api } from "../../../lib/api";
import { apiFile } from "../../../lib/api-file";
import { formatDateTime } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useMelavaEvent } from "../api";
import { venueOf } from "../format";
import { useClaimUpi, usePass, useRegistration } from "./api";
import { RegistrationRow } from "./RegistrationList";

function DownloadPass({ id }: { id: number }) {
  const { t, i18n } = useTranslation("melava");
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const pdf = await apiFile(`/melava/registrations/${id}/pass.pdf?lang=${i18n.language}`);
      const url = URL.createObjectURL(pdf.bytes);
      const link = document.createElement("a");
      link.href = url;
      link.download = pdf.filename ?? `melava-pass-${id}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      leftSection={<IconDownload size={16} aria-hidden />}
      data-testid="melava-pass-pdf"
    >
      {t("pass.download")}
    </Button>
  );
}

function Pass({ id }: { id: number }) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const pass = usePass(id, true);
  if (pass.isPending) return <Loading />;
  if (pass.isError) return <LoadFailed onRetry={() => pass.refetch()} />;
  const { registration: reg, event, qrDataUrl } = pass.data;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid="melava-pass">
      <Stack gap="xs" align="center" ta="center">
        <Text c="dimmed" fw={600}>
          {t("pass.title")}
        </Text>
        <Title order={2} fz={{ base: 20, sm: 24 }} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
          {melavaName(event, lang)}
        </Title>
        <Text>{formatDateTime(event.startsAt, lang)}</Text>
        <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {venueOf(event, lang)}
        </Text>
        <Text fz={34} fw={800} c="maroon.8" data-testid="melava-pass-number">
          {eventNumberLabel(reg.gender, reg.eventNumber ?? 0, lang)}
        </Text>
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {reg.profileName}
        </Text>
        {reg.registrationNumber !== null && (
          <Text size="sm">
            {t("pass.registrationNumber")}: {localNumber(reg.registrationNumber, lang)}
          </Text>
        )}
        <Image
          src={qrDataUrl}
          alt={t("pass.showAtDesk")}
          w={240}
          h={240}
          fit="contain"
          data-testid="melava-pass-qr"
        />
        <Text size="sm">{t("pass.showAtDesk")}</Text>
        {reg.checkedInAt && (
          <Notice color="green">
            {t("pass.checkedIn", { time: formatDateTime(reg.checkedInAt, lang) })}
          </Notice>
        )}
        <DownloadPass id={id} />
      </Stack>
    </Paper>
  );
}

function UpiClaim({ id }: { id: number }) {
  const { t } = useTranslation("melava");
  const claim = useClaimUpi();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await claim.mutateAsync({ id, reference });
            setReference("");
          } catch (err) {
            setError(
              err instanceof ApiError ? (err.fields.reference ?? err.message) : t("common:errors.network"),
            );
          }
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t("pass.upiTitle")}
          </Title>
          <TextInput
            label={t("pass.upiReference")}
            value={reference}
            maxLength={40}
            error={error}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" variant="outline" loading={claim.isPending}>
              {t("pass.upiSend")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /melava/registrations/{id}: a registration and, once confirmed, its entry pass (also the gateway's way back). */
export function PassPage() {
  const { t } = useTranslation("melava");
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const tid = params.get("tid");
  // Back from the gateway: ask about the payment once (it settles an open attempt), then watch the row.
  useEffect(() => {
    if (tid && /^[A-Za-z0-9]{1,40}$/.test(tid))
      void api.get(`/payments/${tid}/status`).catch(() => undefined);
  }, [tid]);
  const reg = useRegistration(id, Boolean(tid));
  const awaiting = reg.data?.status === "awaiting_payment";
  const event = useMelavaEvent(reg.data?.eventSlug ?? "");
  return (
    <Container size="sm" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        {reg.data && (
          <Anchor component={Link} to={`/melava/${reg.data.eventSlug}`} size="sm" py={4}>
            {t("pass.back")}
          </Anchor>
        )}
        {reg.isPending && <Loading />}
        {reg.isError &&
          (reg.error instanceof ApiError && reg.error.status === 404 ? (
            <Notice color="gray">{reg.error.message}</Notice>
          ) : (
            <LoadFailed onRetry={() => reg.refetch()} />
          ))}
        {reg.data && reg.data.status === "registered" && <Pass id={id} />}
        {reg.data && reg.data.status !== "registered" && (
          <>
            {awaiting && tid && <Notice color="blue">{t("pass.checking")}</Notice>}
            {!awaiting && <Notice color="gray">{t("pass.notYet")}</Notice>}
            <RegistrationRow reg={reg.data} showPassLink={false} />
            {awaiting && event.data?.upiAllowed && <UpiClaim id={id} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
