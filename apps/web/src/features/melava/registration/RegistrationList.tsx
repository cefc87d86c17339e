import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { eventNumberLabel, type MelavaRegistration } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useTranslation } from "../../../lib/i18n";
import { rupees } from "../format";
import { useCancelRegistration, usePayFee } from "./api";

const COLORS = {
  registered: "green",
  awaiting_payment: "yellow",
  waiting: "blue",
  cancelled: "gray",
} as const;

/** A family's registration: status, number, booklet choices and what it can do next. */
export function RegistrationRow({
  reg,
  showPassLink = true,
}: {
  reg: MelavaRegistration;
  showPassLink?: boolean;
}) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const cancel = useCancelRegistration();
  const pay = usePayFee();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`melava-registration-${reg.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {reg.profileName}
            {reg.registrationNumber !== null && ` (${localNumber(reg.registrationNumber, lang)})`}
          </Text>
          <Badge color={COLORS[reg.status]} variant="light" data-testid="melava-registration-status">
            {t(`register.status.${reg.status}`, { position: localNumber(reg.waitingPosition ?? 0, lang) })}
          </Badge>
        </Group>
        {reg.eventNumber !== null && (
          <Text fz="xl" fw={800} c="maroon.8" data-testid="melava-event-number">
            {eventNumberLabel(reg.gender, reg.eventNumber, lang)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("register.choices", {
            photo: t(reg.showPhoto ? "register.withPhoto" : "register.withoutPhoto"),
            contact: t(reg.showContact ? "register.withContact" : "register.withoutContact"),
          })}
        </Text>
        {reg.feeRupees > 0 && (
          <Text size="sm">
            {reg.paid ? t("register.paid") : t("register.feeDue", { amount: rupees(reg.feeRupees, lang) })}
          </Text>
        )}
        <Group gap="sm">
          {showPassLink && reg.status === "registered" && (
            <Button
              component={Link}
              to={`/melava/registrations/${reg.id}`}
              color="maroon"
              data-testid="melava-open-pass"
            >
              {t("register.openPass")}
            </Button>
          )}
          {reg.canPay && (
            <Button
              color="green"
              loading={pay.isPending}
              onClick={() => pay.mutate(reg.id)}
              data-testid="melava-pay"
            >
              {t("register.pay", { amount: rupees(reg.feeRupees, lang) })}
            </Button>
          )}
          {reg.canCancel && (
            <Button variant="default" onClick={() => setAsking(true)} data-testid="melava-cancel">
              {t("register.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        question={t("register.confirmCancel", { name: reg.profileName })}
        onConfirm={() => cancel.mutateAsync(reg.id)}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
