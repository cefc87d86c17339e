import { Badge } from "@mantine/core";
import { useTranslation } from "../../lib/i18n";

const COLORS = { pending: "yellow", approved: "green", rejected: "red" } as const;

export function StatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation("profile");
  return (
    <Badge color={COLORS[status]} variant="light" size="lg" style={{ textTransform: "none" }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: "unpaid" | "done" }) {
  const { t } = useTranslation("profile");
  return (
    <Badge color={status === "done" ? "green" : "gray"} variant="outline" style={{ textTransform: "none" }}>
      {t("fields.paymentStatus")}: {t(status === "done" ? "status.paid" : "status.unpaid")}
    </Badge>
  );
}
