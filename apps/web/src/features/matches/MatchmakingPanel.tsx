import { Anchor, Button, Collapse, Group, List, Progress, Stack, Text } from "@mantine/core";
import { IconHearts, IconListCheck } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useNumber } from "../kundli/GunaBreakdown";
import { editProfileTarget } from "../profiles/navigation";
import { useShortlistedUs } from "../searches/api";
import { useCompleteness } from "./api";
import { WhoViewed } from "./WhoViewed";

// Opened on demand, like the list it shows.
const ShortlistedUs = lazy(() =>
  import("../searches/ShortlistedUs").then((m) => ({ default: m.ShortlistedUs })),
);

/** On My Profile, per profile: completeness with the next steps, matches, preferences, who viewed. */
export function MatchmakingPanel({ profileId }: { profileId: number }) {
  const { t } = useTranslation("matches");
  const num = useNumber();
  const completeness = useCompleteness(profileId);
  const [viewsOpen, setViewsOpen] = useState(false);
  const [shortlistOpen, setShortlistOpen] = useState(false);
  const [shortlistPage, setShortlistPage] = useState(1);
  // The first page gives the count the button shows; opening the list shows the same answer.
  const shortlisted = useShortlistedUs(profileId, shortlistPage);
  const edit = editProfileTarget(profileId, "myRegistration");
  const data = completeness.data;
  return (
    <Stack gap="xs" mt="sm" data-testid="matchmaking-panel">
      {data && (
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t("completeness.title")}
            </Text>
            <Text size="sm" fw={700} c="maroon.9" data-testid="completeness-percent">
              {t("completeness.percent", { percent: num(data.percent) })}
            </Text>
          </Group>
          <Progress
            value={data.percent}
            color={data.percent === 100 ? "green" : "saffron"}
            mt={4}
            aria-label={t("completeness.title")}
          />
          {data.next.length === 0 ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t("completeness.done")}
            </Text>
          ) : (
            <List size="sm" mt={6} spacing={2}>
              {data.next.slice(0, 4).map((s) => (
                <List.Item key={s.step}>
                  {s.to === "edit" ? (
                    <Anchor component={Link} to={edit.to} state={edit.state} size="sm">
                      {t(`completeness.steps.${s.step}`)}
                    </Anchor>
                  ) : s.to === "identity" ? (
                    <Anchor href={`#identity-${profileId}`} size="sm">
                      {t(`completeness.steps.${s.step}`)}
                    </Anchor>
                  ) : s.to === "preferences" ? (
                    <Anchor component={Link} to={`/user/partner-preferences/${profileId}`} size="sm">
                      {t(`completeness.steps.${s.step}`)}
                    </Anchor>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t(`completeness.steps.${s.step}`)}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      )}
      <Group gap="xs">
        <Button
          component={Link}
          to={`/user/matches/${profileId}`}
          variant="light"
          size="sm"
          leftSection={<IconHearts size={16} aria-hidden />}
        >
          {t("menu.matches")}
        </Button>
        <Button
          component={Link}
          to={`/user/partner-preferences/${profileId}`}
          variant="subtle"
          size="sm"
          leftSection={<IconListCheck size={16} aria-hidden />}
        >
          {t("preferences.title")}
        </Button>
        <Button variant="subtle" size="sm" onClick={() => setViewsOpen((o) => !o)} aria-expanded={viewsOpen}>
          {t("menu.whoViewed")}
        </Button>
        <Button
          variant="subtle"
          size="sm"
          onClick={() => setShortlistOpen((o) => !o)}
          aria-expanded={shortlistOpen}
          data-testid="shortlisted-us-button"
        >
          {t("shortlist.button", { count: num(shortlisted.data?.total ?? 0) })}
        </Button>
      </Group>
      <Collapse expanded={viewsOpen}>{viewsOpen && <WhoViewed profileId={profileId} />}</Collapse>
      <Collapse expanded={shortlistOpen}>
        {shortlistOpen && (
          <Suspense fallback={null}>
            <ShortlistedUs profileId={profileId} page={shortlistPage} onPage={setShortlistPage} />
          </Suspense>
        )}
      </Collapse>
    </Stack>
  );
}
