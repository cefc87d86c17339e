import { Alert, Button, Container, Group, Paper, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BOARD_REMARK_MAX,
  BOARD_STATUSES,
  type BoardCounts,
  type BoardStatus,
} from "@vv/shared/board-review";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError, api } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useAdminUser } from "../auth/use-admin";
import { BoardPager } from "./BoardPager";

interface ReviewItem {
  id: number;
  status: BoardStatus;
}

interface ReviewPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  counts: BoardCounts;
}

interface BoardReviewPageProps<T extends ReviewItem> {
  ns: "jobs" | "business";
  /** "/admin/jobs" or "/admin/business". */
  endpoint: string;
  /** The post as the committee needs to judge it. */
  renderItem: (item: T) => ReactNode;
}

type Pending = { id: number; action: "approve" | "reject" } | null;

/**
 * The committee's review of a community board: Pending / Approved / Rejected tabs with live
 * counts, search, paging, and Approve / Reject (with a remark) through the shared confirmation.
 */
export function BoardReviewPage<T extends ReviewItem>({ ns, endpoint, renderItem }: BoardReviewPageProps<T>) {
  const { t, i18n } = useTranslation([ns, "common"]);
  const { ready } = useAdminUser();
  const [params, setParams] = useSearchParams();
  const tab = (BOARD_STATUSES as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as BoardStatus)
    : "pending";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const [pending, setPending] = useState<Pending>(null);
  const queryClient = useQueryClient();

  const query = `?tab=${tab}&page=${page}${q ? `&q=${encodeURIComponent(q)}` : ""}`;
  const list = useQuery({
    queryKey: ["admin", endpoint, query, i18n.language],
    queryFn: ({ signal }) => api.get<ReviewPage<T>>(`${endpoint}${query}`, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () => setParams(withParam(params, { q: text.trim(), page: "" }), { replace: true }),
      500,
    );
    return () => clearTimeout(timer);
  }, [text, q, params, setParams]);

  const decide = useMutation({
    mutationFn: ({ id, action, remark }: { id: number; action: string; remark: string }) =>
      api.post<{ message: string }>(`${endpoint}/${id}/actions`, remark ? { action, remark } : { action }),
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("common:errors.network")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", endpoint] }),
  });

  if (!ready) return <Loading />;
  const data = list.data;
  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("admin.title")}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => value && setParams(withParam(params, { tab: value, page: "" }))}
          keepMounted={false}
        >
          <Tabs.List grow>
            {BOARD_STATUSES.map((status) => (
              <Tabs.Tab key={status} value={status} data-testid={`tab-${status}`} px={6}>
                {t(`admin.tabs.${status}`)} ({data?.counts[status] ?? "…"})
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <TextInput
          label={t("admin.search")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={60}
        />
        {list.isError && !data ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t("admin.empty")}
          </Alert>
        ) : (
          <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {data.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p="sm"
                component="article"
                data-testid="review-item"
              >
                {renderItem(item)}
                <Group gap="xs" mt="sm" justify="flex-end">
                  {item.status !== "approved" && (
                    <Button color="green" onClick={() => setPending({ id: item.id, action: "approve" })}>
                      {t("admin.approve")}
                    </Button>
                  )}
                  {item.status !== "rejected" && (
                    <Button
                      color="red"
                      variant="light"
                      onClick={() => setPending({ id: item.id, action: "reject" })}
                    >
                      {t("admin.reject")}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
            <BoardPager
              total={data.total}
              pageSize={data.pageSize}
              page={page}
              onChange={(next) => setParams(withParam(params, { page: String(next) }))}
            />
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        question={
          pending ? t(pending.action === "approve" ? "admin.approveConfirm" : "admin.rejectConfirm") : ""
        }
        remark={pending?.action === "reject" ? { required: true, maxLength: BOARD_REMARK_MAX } : undefined}
        confirmColor={pending?.action === "reject" ? "red" : undefined}
        onConfirm={(remark) =>
          pending && decide.mutateAsync({ id: pending.id, action: pending.action, remark })
        }
        onClose={() => setPending(null)}
      />
    </Container>
  );
}

function withParam(params: URLSearchParams, patch: Record<string, string>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value && !(key === "page" && value === "1")) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
