import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import type { BoardStatus } from "@vv/shared/board-review";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { BoardStatusBadge } from "./BoardStatusBadge";

interface MyPostRowProps {
  ns: "jobs" | "business";
  /** The post's page. */
  to: string;
  title: string;
  subtitle: string;
  status: BoardStatus;
  rejectedRemark: string | null;
  /** Beside the status: closed, expired, hidden, applicants. */
  badges?: ReactNode;
  /** Left of the text (a listing's photo). */
  media?: ReactNode;
  /** Under the text (a job's last date). */
  footer?: ReactNode;
  testId: string;
}

/** One of the member's own posts: title link, where, status and the committee's remark when rejected. */
export function MyPostRow(props: MyPostRowProps) {
  const { t } = useTranslation(props.ns);
  const text = (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Anchor component={Link} to={props.to} fw={700} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
        {props.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {props.subtitle}
      </Text>
      <Group gap={6}>
        <BoardStatusBadge ns={props.ns} state={props.status} />
        {props.badges}
      </Group>
      {props.status === "rejected" && props.rejectedRemark && (
        <Text size="sm" c="red">
          {t("status.rejectedRemark", { remark: props.rejectedRemark })}
        </Text>
      )}
      {props.footer}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid={props.testId}>
      {props.media ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {props.media}
          {text}
        </Group>
      ) : (
        text
      )}
    </Paper>
  );
}
