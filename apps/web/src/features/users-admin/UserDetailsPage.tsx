import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { UserActionBody } from "@vv/shared/admin-users";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useAdminUser } from "../auth/use-admin";
import { CreationTrace } from "../compliance/CreationTrace";
import { UserContactViews } from "../privacy/UserContactViews";
import { useUserAction, useUserDetails } from "./api";
import { EditUserModal } from "./EditUserModal";
import { UserAccessCard } from "./UserAccessCard";
import { UserAudit } from "./UserAudit";
import { UserFacts } from "./UserFacts";

/** A pending confirmation: the call to make and the question to ask first. */
export interface PendingAction {
  body: UserActionBody;
  question: string;
  remark?: boolean;
  color?: string;
}

/** Decisions after which the admin goes back to the list they came from. */
const RETURN_TO_LIST: readonly UserActionBody["action"][] = ["verify", "reject", "deactivate"];

function userIdFrom(search: URLSearchParams): number | null {
  const id = Number(search.get("id"));
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}

/** /user-details?id=…: facts, decisions, access, roles and history. */
export function UserDetailsPage() {
  const { t } = useTranslation("users");
  const { ready } = useAdminUser();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = userIdFrom(search);
  const details = useUserDetails(id, ready);
  const action = useUserAction(id ?? 0);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [editing, setEditing] = useState(false);
  const backTo = (location.state as { fromList?: string } | null)?.fromList ?? "/users";
  const user = details.data;
  const missing = id === null || (details.error instanceof ApiError && details.error.status === 404);

  async function run(remark: string) {
    if (!pending) return;
    try {
      const result = await action.mutateAsync({ ...pending.body, ...(remark ? { remark } : {}) });
      notifySuccess(result.message);
      if (RETURN_TO_LIST.includes(pending.body.action)) navigate(backTo);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t("common:errors.network"));
      throw error;
    }
  }

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            px={6}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            data-testid="user-details-back"
          >
            {t("common:actions.back")}
          </Button>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("details.title")}
          </Title>
        </Group>

        {missing ? (
          <Alert color="yellow" variant="light" data-testid="user-not-found">
            {t("details.notFound")}
          </Alert>
        ) : details.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text>{details.error.message}</Text>
              <Button size="xs" variant="light" onClick={() => void details.refetch()}>
                {t("common:actions.retry")}
              </Button>
            </Group>
          </Alert>
        ) : !user ? (
          <Text c="dimmed">{t("common:status.loading")}</Text>
        ) : (
          <>
            {user.isSelf && (
              <Alert color="blue" variant="light">
                {t("details.you")}
              </Alert>
            )}
            <UserFacts user={user} onAsk={setPending} onEdit={() => setEditing(true)} />
            <UserAccessCard user={user} onAsk={setPending} />
            <CreationTrace kind="user" id={user.id} />
            <UserAudit userId={user.id} enabled={ready} />
            <UserContactViews userId={user.id} />
            {editing && <EditUserModal user={user} onClose={() => setEditing(false)} />}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        question={pending?.question ?? ""}
        remark={
          pending?.remark ? { required: true, maxLength: 500, label: t("common:confirm.remark") } : undefined
        }
        confirmColor={pending?.color}
        onConfirm={run}
        onClose={() => setPending(null)}
      />
    </Container>
  );
}
