import { Badge, Group } from "@mantine/core";
import { IconClockHour4, IconDeviceMobileCheck, IconShieldCheck } from "@tabler/icons-react";
import type { ProfileActivity } from "@vv/shared/profile-views";
import { useTranslation } from "../../lib/i18n";

/** What each badge says and how it looks; the order is the order shown. */
const BADGES = [
  { key: "idVerified", color: "green", Icon: IconShieldCheck, testId: "badge-id-verified" },
  { key: "mobileVerified", color: "blue", Icon: IconDeviceMobileCheck, testId: "badge-mobile-verified" },
] as const;

/**
 * "Mobile verified" (the family's number passed an OTP) and "ID verified" (the committee checked an
 * identity document): small badges that wrap rather than overflow on a 360 px phone.
 */
export function VerifiedBadges(earned: {
  idVerified?: boolean;
  mobileVerified?: boolean;
  /** On list and match cards: the family was active this week or this month (never a time). */
  activity?: ProfileActivity;
}) {
  const { t } = useTranslation("profile");
  const shown = BADGES.filter((b) => earned[b.key]);
  if (shown.length === 0 && !earned.activity) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="verified-badges">
      {shown.map(({ key, color, Icon, testId }) => (
        <Badge
          key={key}
          size="sm"
          variant="light"
          color={color}
          radius="sm"
          leftSection={<Icon size={12} aria-hidden />}
          title={t(`badges.${key}Title`)}
          data-testid={testId}
          styles={{ label: { textTransform: "none", overflow: "visible" } }}
        >
          {t(`badges.${key}`)}
        </Badge>
      ))}
      {earned.activity && (
        <Badge
          size="sm"
          variant="light"
          color="gray"
          radius="sm"
          leftSection={<IconClockHour4 size={12} aria-hidden />}
          data-testid="badge-activity"
          data-activity={earned.activity}
          styles={{ label: { textTransform: "none", overflow: "visible" } }}
        >
          {t(earned.activity === "week" ? "badges.activeWeek" : "badges.activeMonth")}
        </Badge>
      )}
    </Group>
  );
}
