import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { MyBusiness } from "@vv/shared/business";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useMyBusinesses } from "./api";

/** /business/mine: the member's listings in every state. */
export function MyBusinessPage() {
  const { t } = useTranslation(["business", "common"]);
  const { ready } = useSignedInUser();
  const mine = useMyBusinesses(ready);
  if (!ready) return <Loading />;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("mine.title")}
          </Title>
          <Button component={Link} to="/business/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("board.add")}
          </Button>
        </Group>
        {mine.isError ? (
          <LoadFailed onRetry={() => void mine.refetch()} />
        ) : !mine.data ? (
          <Loading />
        ) : mine.data.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t("mine.empty")}
          </Alert>
        ) : (
          mine.data.map((b) => <MyBusinessRow key={b.id} business={b} />)
        )}
      </Stack>
    </Container>
  );
}

function MyBusinessRow({ business }: { business: MyBusiness }) {
  const { t } = useTranslation("business");
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="my-business">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <div style={{ width: 72, flexShrink: 0 }}>
          <ProfilePhoto photo={business.photo} alt={business.name} size={72} />
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/business/${business.id}`}
            fw={700}
            c="maroon.9"
            style={{ overflowWrap: "anywhere" }}
          >
            {business.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {business.categoryLabel} · {business.place}
          </Text>
          <Group gap={6}>
            <BoardStatusBadge ns="business" state={business.status} />
            {business.isHidden && <BoardStatusBadge ns="business" state="hidden" />}
          </Group>
          {business.status === "rejected" && business.rejectedRemark && (
            <Text size="sm" c="red">
              {t("status.rejectedRemark", { remark: business.rejectedRemark })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
