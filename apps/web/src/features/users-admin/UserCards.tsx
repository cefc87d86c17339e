import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AdminUserRow } from "@vv/shared/admin-users";
import { ROW_STATUS } from "@vv/shared/statuses";
import { Link } from "react-router";
import { formatNumericDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { displayMobile } from "../auth/display";
import { fullName, statusLabel, verifiedColor, verifiedLabel } from "./labels";

interface UserCardsProps {
  items: AdminUserRow[];
  state: { fromList: string };
}

/** The admin user list on a phone: one card per user with the same ten facts, no sideways scroll. */
export function UserCards({ items, state }: UserCardsProps) {
  const { t, i18n } = useTranslation("users");
  const lang = i18n.language;
  const place = (user: AdminUserRow) =>
    [user.cityVillage, user.districtName, user.stateName].filter(Boolean).join(", ");

  return (
    <Stack gap="sm">
      {items.map((user) => (
        <Card
          key={user.id}
          withBorder
          padding="sm"
          radius="md"
          data-testid="user-row"
          data-mobile={user.mobile}
        >
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                {fullName(user) || "—"}
              </Text>
              <Text size="sm">{displayMobile(user.mobile)}</Text>
            </Stack>
            <Button
              component={Link}
              to={`/user-details?id=${user.id}`}
              state={state}
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
            >
              {t("list.details")}
            </Button>
          </Group>
          {place(user) && (
            <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
              {place(user)}
            </Text>
          )}
          <Group gap={6} mt="xs">
            <Badge variant="light" color={verifiedColor(user.isVerified)}>
              {t("columns.verified")}: {verifiedLabel(t, user.isVerified)}
            </Badge>
            <Badge variant="light" color={user.rowStatus === ROW_STATUS.active ? "green" : "gray"}>
              {statusLabel(t, user.rowStatus)}
            </Badge>
            <Badge variant="light" color={user.hasListingAccess ? "blue" : "gray"}>
              {t("columns.listingAccess")}: {t(user.hasListingAccess ? "values.yes" : "values.no")}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            <Text size="xs" c="dimmed">
              {t("columns.createdAt")}: {formatNumericDate(user.createdAt, lang)}
            </Text>
            <Text size="xs" c="dimmed">
              {t("columns.updatedAt")}: {formatNumericDate(user.updatedAt, lang)}
            </Text>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
