import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { InterestItem, InterestStatus } from "@vv/shared/interests";
import { Link } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { ProfileFacts } from "../profiles/ProfileFacts";
import { SafetyActions } from "../safety/SafetyActions";
import { InterestActions } from "./InterestActions";

const COLORS: Record<InterestStatus, string> = {
  pending: "orange",
  accepted: "green",
  declined: "red",
  withdrawn: "gray",
  expired: "gray",
  closed: "gray",
};

/** One interest: the other family's card, our profile, the date, status, note and the actions. */
export function InterestCard({ interest }: { interest: InterestItem }) {
  const { t, i18n } = useTranslation("interests");
  const client = useQueryClient();
  const other = interest.other;
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="interest-card">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ width: 96, flexShrink: 0 }}>
          <ProfilePhoto photo={other.photo} alt={other.fullName} size={96} />
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={700} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
              {other.fullName}
            </Text>
            <Badge color={COLORS[interest.status]} variant="light" data-testid="interest-status">
              {t(`status.${interest.status}`)}
            </Badge>
          </Group>
          <ProfileFacts profile={other} />
          <Text size="xs" c="dimmed">
            {t("card.ours", { name: interest.ours.fullName })} ·{" "}
            {t("card.sentOn", { date: formatDate(interest.createdAt, i18n.language) })}
          </Text>
          {(interest.note || interest.noteText) && (
            <Text size="sm" fs="italic" style={{ overflowWrap: "anywhere" }}>
              {[interest.note, interest.noteText].filter(Boolean).join(" — ")}
            </Text>
          )}
          {interest.declineReason && (
            <Text size="sm" c="red.8">
              {interest.declineReason}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Button component={Link} to={`/vadhuvar/${other.slug}`} size="sm" variant="light">
              {t("actions.view")}
            </Button>
            <InterestActions interest={interest} />
          </Group>
          <SafetyActions
            slug={other.slug}
            name={other.fullName}
            onBlocked={() => void client.invalidateQueries({ queryKey: ["interests"] })}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
