import { Badge, Button, Card, Group, Radio, Stack, Text, Title } from "@mantine/core";
import {
  type AdminUserDetails,
  GENDER_ACCESS_CHOICES,
  type GenderAccessChoice,
} from "@vv/shared/admin-users";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import type { PendingAction } from "./UserDetailsPage";

interface UserAccessCardProps {
  user: AdminUserDetails;
  onAsk: (action: PendingAction) => void;
}

/** Is Bride Groom with Provide/Remove access, the lists the user browses, and the role. */
export function UserAccessCard({ user, onAsk }: UserAccessCardProps) {
  const { t } = useTranslation("users");
  const p = user.permissions;
  const [choice, setChoice] = useState<GenderAccessChoice>(user.genderAccess);
  useEffect(() => setChoice(user.genderAccess), [user.genderAccess]);
  const showRoles = p.grantRoles.length > 0 || p.removeRole;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="lg">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{t("details.isBrideGroom")}</Text>
            <Badge variant="light" color={user.hasListingAccess ? "blue" : "gray"} data-testid="user-listing">
              {t(user.hasListingAccess ? "values.yes" : "values.no")}
            </Badge>
          </Group>
          {p.listing && (
            <Button
              variant={user.hasListingAccess ? "outline" : "filled"}
              color={user.hasListingAccess ? "red" : "blue"}
              onClick={() =>
                onAsk(
                  user.hasListingAccess
                    ? {
                        body: { action: "removeListing" },
                        question: t("confirm.removeListing"),
                        color: "red",
                      }
                    : { body: { action: "grantListing" }, question: t("confirm.grantListing") },
                )
              }
              data-testid={user.hasListingAccess ? "user-remove-access" : "user-provide-access"}
            >
              {t(user.hasListingAccess ? "actions.removeAccess" : "actions.provideAccess")}
            </Button>
          )}
        </Group>

        {p.listing && (
          <Stack gap="xs">
            <Title order={2} fz="md">
              {t("details.listsTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("details.listsHelp")}
            </Text>
            <Radio.Group
              value={choice}
              onChange={(v) => setChoice(v as GenderAccessChoice)}
              data-testid="user-lists"
            >
              <Stack gap={6}>
                {GENDER_ACCESS_CHOICES.map((c) => (
                  <Radio key={c} value={c} label={t(`genderAccess.${c}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Group>
              <Button
                variant="light"
                disabled={choice === user.genderAccess}
                onClick={() =>
                  onAsk({
                    body: { action: "setGenderAccess", genderAccess: choice },
                    question: t("confirm.setGenderAccess", { choice: t(`genderAccess.${choice}`) }),
                  })
                }
                data-testid="user-save-lists"
              >
                {t("details.saveLists")}
              </Button>
            </Group>
          </Stack>
        )}

        {showRoles && (
          <Stack gap="xs">
            <Title order={2} fz="md">
              {t("details.rolesTitle")}: {t(`roles.${user.role}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t("details.rolesHelp")}
            </Text>
            <Group gap="xs">
              {p.grantRoles.map((role) => (
                <Button
                  key={role}
                  variant="default"
                  onClick={() =>
                    onAsk({
                      body: { action: "grantRole", role },
                      question: t("confirm.grantRole", { role: t(`roles.${role}`) }),
                    })
                  }
                  data-testid={`user-grant-${role}`}
                >
                  {t("actions.makeRole", { role: t(`roles.${role}`) })}
                </Button>
              ))}
              {p.removeRole && (
                <Button
                  variant="default"
                  onClick={() => onAsk({ body: { action: "removeRole" }, question: t("confirm.removeRole") })}
                  data-testid="user-remove-role"
                >
                  {t("actions.removeRole")}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
