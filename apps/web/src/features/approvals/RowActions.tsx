import { Button, Group, Menu } from "@mantine/core";
import { IconDots, IconEye, IconHistory } from "@tabler/icons-react";
import type { ApprovalRow, ApprovalTab, ProfileAction } from "@vv/shared/approvals";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { ACTION_LOOK, splitActions } from "./action-meta";

interface RowActionsProps {
  row: ApprovalRow;
  tab: ApprovalTab;
  onAction: (row: ApprovalRow, action: ProfileAction) => void;
  onHistory: (row: ApprovalRow) => void;
}

/** The tab's decisions as buttons; the other applicable actions, details and history in a menu. */
export function RowActions({ row, tab, onAction, onHistory }: RowActionsProps) {
  const { t } = useTranslation("approvals");
  const { primary, more } = splitActions(tab, row.actions);
  return (
    <Group gap={6} wrap="wrap" data-testid="row-actions">
      {primary.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === "approve" || action === "approvePhoto" ? "filled" : "light"}
          color={ACTION_LOOK[action].color}
          leftSection={ACTION_LOOK[action].icon}
          onClick={() => onAction(row, action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDots size={16} aria-hidden />}
            aria-label={t("actions.more", { name: row.fullName })}
          >
            {t("actions.moreShort")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={`/vadhuvar/${row.slug}`}
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t("actions.details")}
          </Menu.Item>
          <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => onHistory(row)}>
            {t("actions.history")}
          </Menu.Item>
          {more.length > 0 && <Menu.Divider />}
          {more.map((action) => (
            <Menu.Item
              key={action}
              color={
                action === "delete" || action === "reject" || action === "rejectPhoto" ? "red" : undefined
              }
              leftSection={ACTION_LOOK[action].icon}
              onClick={() => onAction(row, action)}
            >
              {t(`actions.${action}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
