import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCheck, IconEdit, IconPlayerPlay, IconPlayerStop, IconX } from "@tabler/icons-react";
import type { AdminUserDetails } from "@vv/shared/admin-users";
import { ROW_STATUS, VERIFICATION } from "@vv/shared/statuses";
import type { ReactNode } from "react";
import { formatNumericDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { displayMobile } from "../auth/display";
import { statusLabel, verifiedColor, verifiedLabel } from "./labels";
import type { PendingAction } from "./UserDetailsPage";

interface UserFactsProps {
  user: AdminUserDetails;
  onAsk: (action: PendingAction) => void;
  onEdit: () => void;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: "anywhere" }}>
        {children || "—"}
      </Text>
    </Stack>
  );
}

/** User details: the facts, and Edit, Approve, Reject and Active/Deactive when allowed. */
export function UserFacts({ user, onAsk, onEdit }: UserFactsProps) {
  const { t, i18n } = useTranslation("users");
  const lang = i18n.language;
  const p = user.permissions;
  const active = user.rowStatus === ROW_STATUS.active;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Fact label={t("details.firstName")}>{user.firstName}</Fact>
          <Fact label={t("details.lastName")}>{user.lastName}</Fact>
          <Fact label={t("details.mobile")}>{displayMobile(user.mobile)}</Fact>
          <Fact label={t("details.region")}>{user.regionName}</Fact>
          <Fact label={t("details.cityVillage")}>{user.cityVillage}</Fact>
          <Fact label={t("details.district")}>{user.districtName}</Fact>
          <Fact label={t("details.state")}>{user.stateName}</Fact>
          <Fact label={t("details.verified")} testId="user-verified">
            <Badge variant="light" color={verifiedColor(user.isVerified)}>
              {verifiedLabel(t, user.isVerified)}
            </Badge>
          </Fact>
          <Fact label={t("details.status")} testId="user-status">
            <Badge variant="light" color={active ? "green" : "gray"}>
              {statusLabel(t, user.rowStatus)}
            </Badge>
          </Fact>
          <Fact label={t("details.role")}>{t(`roles.${user.role}`)}</Fact>
          <Fact label={t("details.createdAt")}>{formatNumericDate(user.createdAt, lang, true)}</Fact>
          <Fact label={t("details.updatedAt")}>{formatNumericDate(user.updatedAt, lang, true)}</Fact>
        </SimpleGrid>

        {user.verificationRemark && (
          <Alert color="red" variant="light" title={t("details.remark")} data-testid="user-remark">
            <Text style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
              {user.verificationRemark}
            </Text>
          </Alert>
        )}

        {(p.edit || p.approval || p.status) && (
          <Group gap="xs">
            {p.edit && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={onEdit}
                data-testid="user-edit"
              >
                {t("actions.edit")}
              </Button>
            )}
            {p.approval && user.isVerified !== VERIFICATION.verified && (
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() =>
                  onAsk({ body: { action: "verify" }, question: t("confirm.verify"), color: "green" })
                }
                data-testid="user-approve"
              >
                {t("actions.approve")}
              </Button>
            )}
            {p.approval && user.isVerified !== VERIFICATION.failed && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() =>
                  onAsk({
                    body: { action: "reject" },
                    question: t("confirm.reject"),
                    remark: true,
                    color: "red",
                  })
                }
                data-testid="user-reject"
              >
                {t("actions.reject")}
              </Button>
            )}
            {p.status && (
              <Button
                color={active ? "gray" : "green"}
                variant={active ? "outline" : "filled"}
                leftSection={
                  active ? <IconPlayerStop size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
                }
                onClick={() =>
                  onAsk({
                    body: { action: active ? "deactivate" : "activate" },
                    question: t(active ? "confirm.deactivate" : "confirm.activate"),
                    color: active ? "red" : "green",
                  })
                }
                data-testid={active ? "user-deactivate" : "user-activate"}
              >
                {t(active ? "actions.deactivate" : "actions.activate")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
