import { Button, Container, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { CommitteeCard as Card } from "@vv/shared/committee";
import { REGIONS } from "@vv/shared/reference";
import { Link, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { toOptions } from "../reference/options";
import { useCommittee } from "./api";
import { CommitteeCard } from "./CommitteeCard";

function Section({ title, members, testId }: { title: string; members: Card[]; testId: string }) {
  if (members.length === 0) return null;
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: "xs", sm: "md" }}>
        {members.map((m) => (
          <CommitteeCard key={m.id} member={m} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Our Team: region selector, Organizers first, then members; Create for editors. */
export function CommitteePage() {
  const { t, i18n } = useTranslation("community");
  const [params, setParams] = useSearchParams();
  const regionId = Number(params.get("region")) || null;
  const committee = useCommittee(regionId);
  const data = committee.data;
  const options = [
    { value: "", label: t("committee.allRegions") },
    ...toOptions(REGIONS, i18n.language).map((o) => ({ value: String(o.value), label: o.label })),
  ];

  return (
    <Container size="lg" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} c="maroon.9">
              {t("committee.title")}
            </Title>
            <Text>{t("committee.intro")}</Text>
          </Stack>
          {data?.canEdit && (
            <Button
              component={Link}
              to="/committee-member-create"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t("committee.create")}
            </Button>
          )}
        </Group>
        <Select
          label={t("committee.region")}
          data={options}
          value={regionId ? String(regionId) : ""}
          onChange={(v) => setParams(v ? { region: v } : {}, { replace: true })}
          allowDeselect={false}
          maw={320}
          data-testid="region-select"
        />
        {committee.isError && !data ? (
          <LoadFailed onRetry={() => void committee.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Text c="dimmed">{t("committee.none")}</Text>
        ) : (
          <>
            <Section
              title={t("committee.organizers")}
              members={data.items.filter((m) => m.isOrganizer)}
              testId="committee-organizers"
            />
            <Section
              title={t("committee.members")}
              members={data.items.filter((m) => !m.isOrganizer)}
              testId="committee-members"
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
