import { Alert, Anchor, Container, Group, Paper, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";

/**
 * An owner's action on a post behind the shared confirmation: the question is `details.<action>Confirm`,
 * success shows the server's message, failure its error (or the network message).
 */
export function useConfirmedAction<A extends string>(
  ns: "jobs" | "business",
  perform: (action: A) => Promise<{ message: string }>,
  after?: (action: A) => void,
) {
  const { t } = useTranslation([ns, "common"]);
  const [confirm, setConfirm] = useState<A | null>(null);
  async function run(action: A) {
    try {
      const done = await perform(action);
      notifySuccess(done.message);
      after?.(action);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    }
  }
  return { confirm, setConfirm, run };
}

interface BoardDetailsFrameProps<T, A extends string> {
  ns: "jobs" | "business";
  /** "/job-updates" or "/business": the back link. */
  basePath: string;
  query: UseQueryResult<T>;
  actions: ReturnType<typeof useConfirmedAction<A>>;
  /** The action whose confirmation is red (close, delete). */
  dangerous: A;
  /** The post itself, inside its card. */
  children: (item: T) => ReactNode;
  /** Below the card (applicants, the resume). */
  below?: (item: T) => ReactNode;
}

/** A board post's page: back link, the post's card, a 404 that links back, and the confirmation. */
export function BoardDetailsFrame<T, A extends string>(props: BoardDetailsFrameProps<T, A>) {
  const { ns, basePath, query, actions } = props;
  const { t } = useTranslation([ns, "common"]);
  const back = (
    <Anchor component={Link} to={basePath}>
      {t("details.back")}
    </Anchor>
  );
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    return (
      <Container size="sm" py="lg">
        {error?.status === 404 ? (
          <Alert color="yellow" variant="light">
            {error.message} {back}
          </Alert>
        ) : (
          <LoadFailed onRetry={() => void query.refetch()} />
        )}
      </Container>
    );
  }
  const item = query.data;
  if (!item) return <Loading />;
  const { confirm } = actions;
  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={basePath} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t("details.back")}
          </Group>
        </Anchor>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="article">
          <Stack gap="sm">{props.children(item)}</Stack>
        </Paper>
        {props.below?.(item)}
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        question={confirm ? t(`details.${confirm}Confirm`) : ""}
        confirmColor={confirm === props.dangerous ? "red" : undefined}
        onConfirm={() => confirm && actions.run(confirm)}
        onClose={() => actions.setConfirm(null)}
      />
    </Container>
  );
}
