import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import type { ApprovalRow } from "@vv/shared/approvals";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { ActionConfirm, type PendingAction } from "./ActionConfirm";
import { AuditDrawer } from "./AuditDrawer";
import { ACTION_LOOK } from "./action-meta";
import { useApprovalRow } from "./api";
import { DuplicateSignals } from "./DuplicateSignals";

/**
 * The details page's admin actions: every action that
 * applies to the profile now, each behind the Confirmation dialog, and the profile's history.
 */
export function ProfileAdminActions({ profileId }: { profileId: number }) {
  const { t } = useTranslation("approvals");
  const navigate = useNavigate();
  const row = useApprovalRow(profileId);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [historyOf, setHistoryOf] = useState<ApprovalRow | null>(null);
  const data = row.data;
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="admin-actions">
      <Text size="sm" fw={700} c="maroon.9" mb={6}>
        {t("title")}
      </Text>
      <Group gap={6}>
        {data.actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === "approve" || action === "approvePhoto" ? "filled" : "light"}
            color={ACTION_LOOK[action].color}
            leftSection={ACTION_LOOK[action].icon}
            onClick={() => setPending({ row: data, action })}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={() => setHistoryOf(data)}
        >
          {t("actions.history")}
        </Button>
      </Group>
      <Stack mt="xs">
        <DuplicateSignals duplicates={data.duplicates} />
      </Stack>
      <ActionConfirm
        pending={pending}
        onClose={() => setPending(null)}
        // A deleted profile has no page any more: back to the approvals.
        onDone={(action) => action === "delete" && navigate("/user/my-profile", { replace: true })}
      />
      <AuditDrawer row={historyOf} onClose={() => setHistoryOf(null)} />
    </Paper>
  );
}
