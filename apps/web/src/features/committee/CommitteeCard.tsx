import { Badge, Button, Paper, Stack, Text } from "@mantine/core";
import type { CommitteeCard as Card } from "@vv/shared/committee";
import { ROW_STATUS } from "@vv/shared/statuses";
import { Link } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { designationLabel, displayName, regionLabel } from "./labels";

/** Photo, title and name, designation, region, Details. */
export function CommitteeCard({ member }: { member: Card }) {
  const { t, i18n } = useTranslation("community");
  const lang = i18n.language;
  const name = displayName(member, lang);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="committee-card" data-member-id={member.id}>
      <Stack gap={6} align="center" ta="center" h="100%">
        <ProfilePhoto photo={member.photo} alt={name} size={160} />
        <Text fw={700} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        <Badge variant="light" color={member.isOrganizer ? "saffron" : "maroon"}>
          {designationLabel(member.designationId, lang)}
        </Badge>
        <Text size="sm" c="dimmed">
          {regionLabel(member.regionId, lang)}
        </Text>
        {member.rowStatus !== ROW_STATUS.active && (
          <Badge color="gray" variant="filled">
            {t("committee.inactive")}
          </Badge>
        )}
        <Button
          component={Link}
          to={`/committee-member-details?id=${member.id}`}
          variant="light"
          size="xs"
          mt="auto"
          aria-label={`${t("committee.details")}: ${name}`}
        >
          {t("committee.details")}
        </Button>
      </Stack>
    </Paper>
  );
}
