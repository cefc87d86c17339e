import { Anchor, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type MelavaPublic, melavaName } from "@vv/shared/melava";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { Notice } from "../../components/Notice";
import { ApiError } from "../../lib/api";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useSession } from "../auth/session";
import { useMelavaEvent, useMelavaList } from "./api";
import { EventFacts } from "./EventFacts";
import { textOf, venueOf } from "./format";
import { RegistrationPanel } from "./registration/RegistrationPanel";

export { BookletPage } from "./members/BookletPage";
export { PassPage } from "./registration/PassPage";

function EventCard({ event }: { event: MelavaPublic }) {
  const { t, i18n } = useTranslation("melava");
  return (
    <Card withBorder radius="md" padding="md" data-testid={`melava-card-${event.slug}`}>
      <Stack gap={6}>
        <Title order={3} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {melavaName(event, i18n.language)}
        </Title>
        <Text size="sm">{formatDateTime(event.startsAt, i18n.language)}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {venueOf(event, i18n.language)}
        </Text>
        <Anchor component={Link} to={`/melava/${event.slug}`} fw={600} py={4}>
          {t("list.open")}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** /melava: the coming meets and the archive of past ones. */
export function MelavaListPage() {
  const { t } = useTranslation("melava");
  const list = useMelavaList();
  return (
    <Container size="lg" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} c="maroon.9">
            {t("list.title")}
          </Title>
          <Text>{t("list.intro")}</Text>
        </Stack>
        {list.isPending && <Loading />}
        {list.isError && <LoadFailed onRetry={() => list.refetch()} />}
        {list.data && (
          <>
            <Title order={2} size="h3">
              {t("list.upcoming")}
            </Title>
            {list.data.upcoming.length === 0 && <Text c="dimmed">{t("list.none")}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.data.upcoming.map((e) => (
                <EventCard key={e.id} event={e} />
              ))}
            </SimpleGrid>
            {list.data.past.length > 0 && (
              <>
                <Title order={2} size="h3">
                  {t("list.past")}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {list.data.past.map((e) => (
                    <EventCard key={e.id} event={e} />
                  ))}
                </SimpleGrid>
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function WindowNote({ event }: { event: MelavaPublic }) {
  const { t, i18n } = useTranslation("melava");
  if (event.status === "draft") return <Notice color="yellow">{t("event.draft")}</Notice>;
  if (event.status === "archived") return <Notice color="gray">{t("event.archived")}</Notice>;
  if (event.registrationOpen) return null;
  if (event.status === "published" && Date.parse(event.registrationOpensAt) > Date.now())
    return (
      <Notice color="blue">
        {t("event.notOpenYet", { date: formatDate(event.registrationOpensAt, i18n.language) })}
      </Notice>
    );
  return <Notice color="gray">{t("event.closed")}</Notice>;
}

/** /melava/{slug}: details, countdown, how to register, what to bring; registration for families. */
export function MelavaEventPage() {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const { slug = "" } = useParams();
  const event = useMelavaEvent(slug);
  const session = useSession();
  const notFound = event.error instanceof ApiError && event.error.status === 404;
  return (
    <Container size="md" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Anchor component={Link} to="/melava" size="sm" py={4}>
          {t("event.allMeets")}
        </Anchor>
        {event.isPending && <Loading />}
        {notFound && <Notice color="gray">{event.error?.message}</Notice>}
        {event.isError && !notFound && <LoadFailed onRetry={() => event.refetch()} />}
        {event.data && (
          <>
            <EventFacts event={event.data} />
            <WindowNote event={event.data} />
            <Section title={t("event.howTitle")}>
              <Text>{t("event.howText")}</Text>
              {!session.data && event.data.registrationOpen && (
                <Group>
                  <Button component={Link} to="/login" color="maroon" size="md">
                    {t("event.signInToRegister")}
                  </Button>
                </Group>
              )}
            </Section>
            {session.data && <RegistrationPanel event={event.data} />}
            {session.data && event.data.status !== "draft" && (
              <Group>
                <Button
                  component={Link}
                  to={`/melava/${event.data.slug}/booklet`}
                  variant="light"
                  color="maroon"
                  data-testid="melava-booklet-link"
                >
                  {t("members.open")}
                </Button>
              </Group>
            )}
            {textOf(event.data.bringEn, event.data.bringMr, lang) && (
              <Section title={t("event.bringTitle")}>
                <Text style={{ whiteSpace: "pre-line" }}>
                  {textOf(event.data.bringEn, event.data.bringMr, lang)}
                </Text>
              </Section>
            )}
            {textOf(event.data.refundEn, event.data.refundMr, lang) && (
              <Section title={t("event.refundTitle")}>
                <Text style={{ whiteSpace: "pre-line" }}>
                  {textOf(event.data.refundEn, event.data.refundMr, lang)}
                </Text>
              </Section>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
