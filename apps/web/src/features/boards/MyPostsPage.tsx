import { Alert, Button, Container, Group, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { useSignedInUser } from "../profiles/use-signed-in";

interface MyPostsPageProps<Item extends { id: number }> {
  /** The board's API (boardApi): namespace, pages, "add" label, own posts. */
  board: {
    ns: "jobs" | "business";
    basePath: string;
    addLabel: string;
    useMine: (enabled: boolean) => UseQueryResult<Item[]>;
  };
  renderItem: (item: Item) => ReactNode;
  /** Below the list (the job board's resume). */
  footer?: ReactNode;
}

/** A board's "my posts": the member's posts in every state, with their status and the committee's remark. */
export function MyPostsPage<Item extends { id: number }>(props: MyPostsPageProps<Item>) {
  const { t } = useTranslation([props.board.ns, "common"]);
  const { ready } = useSignedInUser();
  const mine = props.board.useMine(ready);
  if (!ready) return <Loading />;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("mine.title")}
          </Title>
          <Button
            component={Link}
            to={`${props.board.basePath}/new`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t(props.board.addLabel)}
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
          mine.data.map((item) => props.renderItem(item))
        )}
        {props.footer}
      </Stack>
    </Container>
  );
}
