import { Anchor, Badge, Button, Container, Group, Stack, Title } from "@mantine/core";
import { MELAVA_ACTIONS, MELAVA_TRANSITIONS, type MelavaAction, melavaName } from "@vv/shared/melava";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { useTranslation } from "../../../lib/i18n";
import { useAdminUser } from "../../auth/use-admin";
import { useAdminMelava, useMelavaAction } from "../api";
import { BookletCard } from "./BookletCard";
import { MelavaForm } from "./MelavaForm";

function Actions({ id, status }: { id: number; status: keyof typeof STATUS_COLORS }) {
  const { t } = useTranslation("melava");
  const act = useMelavaAction(id);
  const [asking, setAsking] = useState<MelavaAction | null>(null);
  const applicable = MELAVA_ACTIONS.filter((a) => MELAVA_TRANSITIONS[a].from.includes(status));
  return (
    <Group gap="sm">
      {applicable.map((a) => (
        <Button
          key={a}
          variant={a === "publish" ? "filled" : "default"}
          onClick={() => setAsking(a)}
          data-testid={`melava-${a}`}
        >
          {t(`admin.actions.${a}`)}
        </Button>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        question={asking ? t(`admin.confirm.${asking}`) : ""}
        onConfirm={() => (asking ? act.mutateAsync(asking) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Group>
  );
}

const STATUS_COLORS = { draft: "yellow", published: "green", closed: "gray", archived: "gray" } as const;

/** /admin/melava/new and /admin/melava/{id}: the event form and its status actions. */
export function AdminMelavaPage() {
  const { t, i18n } = useTranslation("melava");
  const { ready } = useAdminUser();
  const { id } = useParams();
  const numeric = id && id !== "new" ? Number(id) : null;
  const event = useAdminMelava(numeric, ready);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin/melava" size="sm" py={4}>
          {t("admin.title")}
        </Anchor>
        {(!ready || (numeric !== null && event.isPending)) && <Loading />}
        {event.isError && <LoadFailed onRetry={() => event.refetch()} />}
        {ready && numeric === null && (
          <>
            <Title order={1} c="maroon.9" fz={{ base: 24, sm: 30 }}>
              {t("admin.new")}
            </Title>
            <MelavaForm event={null} />
          </>
        )}
        {ready && event.data && (
          <>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={1} c="maroon.9" fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
                {melavaName(event.data, i18n.language)}
              </Title>
              <Badge
                size="lg"
                variant="light"
                color={STATUS_COLORS[event.data.status]}
                data-testid="melava-status"
              >
                {t(`status.${event.data.status}`)}
              </Badge>
            </Group>
            <Group gap="md">
              <Anchor component={Link} to={`/melava/${event.data.slug}`} py={4}>
                {t("admin.view")}
              </Anchor>
              <Anchor
                component={Link}
                to={`/admin/melava/${event.data.id}/desk`}
                py={4}
                data-testid="melava-desk-link"
              >
                {t("admin.desk")}
              </Anchor>
            </Group>
            <Actions id={event.data.id} status={event.data.status} />
            {event.data.status !== "draft" && <BookletCard eventId={event.data.id} />}
            <MelavaForm key={event.data.updatedAt} event={event.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
