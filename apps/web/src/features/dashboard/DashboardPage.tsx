import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconAddressBook,
  IconCopy,
  IconFlag,
  IconHeart,
  IconHistory,
  IconId,
  IconIdBadge2,
  IconMessageOff,
  IconMessages,
  IconPhotoCheck,
  IconUserCheck,
  IconUsers,
} from "@tabler/icons-react";
import { DASHBOARD_WEEKS, type DashboardResponse } from "@vv/shared/dashboard";
import { localNumber } from "@vv/shared/numbers";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { BackupStatusCard } from "../backup/BackupStatusCard";
import { GrievanceCountCard } from "../compliance/GrievanceCountCard";
import { useDashboard } from "./api";
import { BarList } from "./BarList";
import { WeeklyChart } from "./WeeklyChart";

type CountKey = keyof DashboardResponse["counts"];
const COUNTS: { key: CountKey; to: string; icon: ReactNode }[] = [
  { key: "pendingProfiles", to: "/user/my-profile", icon: <IconId size={20} aria-hidden /> },
  { key: "pendingPhotos", to: "/user/my-profile", icon: <IconPhotoCheck size={20} aria-hidden /> },
  { key: "pendingUsers", to: "/users", icon: <IconUserCheck size={20} aria-hidden /> },
  {
    key: "unreadMessages",
    to: "/get-contact-us?filter=unread",
    icon: <IconMessages size={20} aria-hidden />,
  },
  { key: "openReports", to: "/admin/reports", icon: <IconFlag size={20} aria-hidden /> },
  { key: "pendingIdentity", to: "/admin/identity", icon: <IconIdBadge2 size={20} aria-hidden /> },
  { key: "duplicatePairs", to: "/admin/duplicates", icon: <IconCopy size={20} aria-hidden /> },
  { key: "pendingStories", to: "/admin/success-stories", icon: <IconHeart size={20} aria-hidden /> },
  {
    key: "failedDeliveries",
    to: "/admin/reports?tab=deliveries",
    icon: <IconMessageOff size={20} aria-hidden />,
  },
];

function ChartCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={18}>
            {title}
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The approval queue: what has waited longest (a link to it) and how many waited over 48 hours. */
function QueueCard({ queue }: { queue: DashboardResponse["queue"] }) {
  const { t, i18n } = useTranslation("dashboard");
  const oldest = queue.oldest;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="queue-card">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700}>{t("queue.title")}</Text>
          {oldest ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="queue-oldest">
              <Anchor component={Link} to={`/vadhuvar/${oldest.slug}`}>
                {t("queue.oldest", {
                  name: oldest.fullName,
                  kind: t(oldest.kind === "photo" ? "queue.kindPhoto" : "queue.kindProfile"),
                  date: formatDateTime(oldest.since, i18n.language),
                })}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("queue.empty")}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end" data-testid="queue-overdue">
          <Text fz={24} fw={700} lh={1.1} c={queue.overdue > 0 ? "red.8" : undefined}>
            {localNumber(queue.overdue, i18n.language)}
          </Text>
          <Text size="xs">{t("queue.overdue")}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /admin (also /dashboard): what waits for the committee, and how registrations are going. */
/** The committee's other work: payments, site settings and content, the community boards. */
const MORE_LINKS = [
  { to: "/admin/payments", key: "buttons.payments" },
  { to: "/admin/melava", key: "buttons.melava" },
  { to: "/admin/reports", key: "buttons.reports" },
  { to: "/admin/jobs", key: "buttons.jobs" },
  { to: "/admin/business", key: "buttons.business" },
  { to: "/admin/settings", key: "buttons.settings" },
  { to: "/admin/content", key: "buttons.content" },
  { to: "/admin/grievances", key: "buttons.grievances" },
  { to: "/admin/identity", key: "buttons.identity" },
] as const;

export function DashboardPage() {
  const { t, i18n } = useTranslation("dashboard");
  const { ready } = useAdminUser();
  const dashboard = useDashboard(ready);
  const data = dashboard.data;

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }} c="maroon.9">
          {t("title")}
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/users" leftSection={<IconUsers size={18} aria-hidden />}>
            {t("buttons.users")}
          </Button>
          <Button
            component={Link}
            to="/get-contact-us"
            leftSection={<IconAddressBook size={18} aria-hidden />}
          >
            {t("buttons.contacts")}
          </Button>
          <Button
            component={Link}
            to="/user/my-profile"
            variant="light"
            leftSection={<IconId size={18} aria-hidden />}
          >
            {t("buttons.approvals")}
          </Button>
          <Button
            component={Link}
            to="/admin/audit"
            variant="light"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            {t("buttons.audit")}
          </Button>
        </Group>
        <Group gap="xs" aria-label={t("buttons.moreLabel")} role="group">
          {MORE_LINKS.map(({ to, key }) => (
            <Button key={to} component={Link} to={to} variant="default" size="xs">
              {t(key)}
            </Button>
          ))}
        </Group>
        {dashboard.isError && !data ? (
          <LoadFailed onRetry={() => void dashboard.refetch()} />
        ) : !ready || !data ? (
          <Loading />
        ) : (
          <>
            <Stack gap="xs">
              <Title order={2} fz={18}>
                {t("counts.title")}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                {COUNTS.map(({ key, to, icon }) => (
                  <Paper
                    key={key}
                    component={Link}
                    to={to}
                    withBorder
                    radius="md"
                    p="sm"
                    data-testid={`count-${key}`}
                    style={{ textDecoration: "none", color: "inherit" }}
                  >
                    <Group gap={6} c="maroon.8" wrap="nowrap">
                      {icon}
                      <Text fz={28} fw={700} lh={1.1} data-testid="count-value">
                        {localNumber(data.counts[key], i18n.language)}
                      </Text>
                    </Group>
                    <Text size="sm" mt={4} lh={1.3}>
                      {t(`counts.${key}`)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <GrievanceCountCard />
              <QueueCard queue={data.queue} />
            </Stack>
            <ChartCard title={t("charts.perWeek")} note={t("charts.perWeekNote", { weeks: DASHBOARD_WEEKS })}>
              <WeeklyChart bars={data.registrationsPerWeek} title={t("charts.perWeek")} />
            </ChartCard>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ChartCard
                title={t("charts.byRegion")}
                note={t("charts.profilesNote", { count: data.profileTotal })}
              >
                <BarList bars={data.byRegion} testId="region-chart" />
              </ChartCard>
              <ChartCard
                title={t("charts.byGender")}
                note={t("charts.profilesNote", { count: data.profileTotal })}
              >
                <BarList bars={data.byGender} testId="gender-chart" />
              </ChartCard>
            </SimpleGrid>
            <ChartCard title={t("charts.matchesPerYear")} note={t("charts.matchesNote")}>
              <BarList bars={data.matchesPerYear} testId="matches-chart" />
            </ChartCard>
            <BackupStatusCard enabled={ready} />
          </>
        )}
      </Stack>
    </Container>
  );
}
