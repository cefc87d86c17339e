import { Badge } from "@mantine/core";
import { useTranslation } from "../../lib/i18n";

const COLORS = {
  pending: "orange",
  approved: "green",
  rejected: "red",
  closed: "gray",
  expired: "gray",
  hidden: "gray",
};
export type BoardBadgeState = keyof typeof COLORS;

/** A post's state in the board's own words (jobs:status.* or business:status.*). */
export function BoardStatusBadge({ ns, state }: { ns: "jobs" | "business"; state: BoardBadgeState }) {
  const { t } = useTranslation(ns);
  return (
    <Badge color={COLORS[state]} variant="light" radius="sm" style={{ textTransform: "none" }}>
      {t(`status.${state}`)}
    </Badge>
  );
}
