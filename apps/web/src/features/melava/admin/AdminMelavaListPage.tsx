import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { melavaName } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { Link } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { formatNumericDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/i18n";
import { useAdminUser } from "../../auth/use-admin";
import { useAdminMelavaList } from "../api";

/** /admin/melava: every event with its status and registrations so far. */
export function AdminMelavaListPage() {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const { ready } = useAdminUser();
  const list = useAdminMelavaList(ready);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
            {t("admin.title")}
          </Title>
          <Button component={Link} to="/admin/melava/new" leftSection={<IconPlus size={18} aria-hidden />}>
            {t("admin.new")}
          </Button>
        </Group>
        {(!ready || list.isPending) && <Loading />}
        {list.isError && <LoadFailed onRetry={() => list.refetch()} />}
        {list.data?.items.length === 0 && <Text c="dimmed">{t("admin.empty")}</Text>}
        {list.data && list.data.items.length > 0 && (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("audit.fields.nameEn")}</Table.Th>
                    <Table.Th>{t("audit.fields.startsAt")}</Table.Th>
                    <Table.Th>{t("audit.fields.status")}</Table.Th>
                    <Table.Th>{t("admin.registrations")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((e) => (
                    <Table.Tr key={e.id} data-testid={`admin-melava-${e.slug}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/melava/${e.id}`} fw={600}>
                          {melavaName(e, lang)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatNumericDate(e.startsAt, lang, true)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={e.status === "published" ? "green" : "gray"}>
                          {t(`status.${e.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{localNumber(e.taken.brides + e.taken.grooms, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
