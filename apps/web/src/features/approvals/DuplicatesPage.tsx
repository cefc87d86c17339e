import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconCircleCheck } from "@tabler/icons-react";
import type { DuplicatePair, DuplicateProfileRef } from "@vv/shared/duplicates";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { StatusBadge } from "../profiles/StatusBadge";
import { AccountFlags, MatchReasons } from "./DuplicateSignals";
import { useDismissPair, useDuplicatePairs } from "./duplicates-api";
import { lastPage } from "./query-state";

function ProfileSide({ profile }: { profile: DuplicateProfileRef }) {
  const { t, i18n } = useTranslation("approvals");
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <div style={{ width: 96, flexShrink: 0 }}>
        <ProfilePhoto photo={profile.photo} alt={profile.fullName} size={96} />
      </div>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={`/vadhuvar/${profile.slug}`}
          fw={700}
          c="maroon.9"
          style={{ overflowWrap: "anywhere" }}
        >
          {profile.fullName}
        </Anchor>
        {profile.registrationNumber !== null && (
          <Text size="sm" c="dimmed">
            {t("columns.registrationNumber")} {localNumber(profile.registrationNumber, i18n.language)}
          </Text>
        )}
        <Group gap={4}>
          <StatusBadge status={profile.registrationStatus} />
        </Group>
        <AccountFlags flags={profile.accountFlags} />
      </Stack>
    </Group>
  );
}

function PairCard({ pair, onDismiss }: { pair: DuplicatePair; onDismiss: (pair: DuplicatePair) => void }) {
  const { t, i18n } = useTranslation("approvals");
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="duplicate-pair">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <MatchReasons
            match={{ reasons: pair.reasons, photoDistance: pair.photoDistance, sharedMobile: null }}
          />
          <Text size="xs" c="dimmed">
            {t("duplicates.foundOn", { date: formatDate(pair.foundAt, i18n.language) })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ProfileSide profile={pair.profiles[0]} />
          <ProfileSide profile={pair.profiles[1]} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => onDismiss(pair)}
            aria-label={`${t("duplicates.notDuplicate")}: ${t("duplicates.pairLabel", {
              first: pair.profiles[0].fullName,
              second: pair.profiles[1].fullName,
            })}`}
          >
            {t("duplicates.notDuplicate")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/duplicates: the daily scan's possible duplicate pairs, each dismissed once as "not a duplicate". */
export function DuplicatesPage() {
  const { t, i18n } = useTranslation("approvals");
  const { ready } = useAdminUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pairs = useDuplicatePairs(page, ready);
  const dismiss = useDismissPair();
  const [pending, setPending] = useState<DuplicatePair | null>(null);
  const data = pairs.data;
  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t("duplicates.back")}
          </Button>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("duplicates.pageTitle")}
        </Title>
        <Text size="sm">{t("duplicates.pageIntro")}</Text>
        {pairs.isError && !data ? (
          <LoadFailed onRetry={() => void pairs.refetch()} />
        ) : !ready || !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="duplicates-empty">
            {t("duplicates.empty")}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("duplicates.total", { count: data.total, total: localNumber(data.total, i18n.language) })}
            </Text>
            {data.items.map((pair) => (
              <PairCard key={pair.id} pair={pair} onDismiss={setPending} />
            ))}
            {data.total > data.pageSize && (
              <Pagination
                total={lastPage(data.total, data.pageSize)}
                value={page}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                size="sm"
                siblings={0}
                boundaries={1}
              />
            )}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        question={
          pending
            ? t("duplicates.confirmDismiss", {
                first: pending.profiles[0].fullName,
                second: pending.profiles[1].fullName,
              })
            : ""
        }
        onConfirm={async () => {
          if (pending) await dismiss.mutateAsync(pending.id);
        }}
        onClose={() => setPending(null)}
      />
    </Container>
  );
}
