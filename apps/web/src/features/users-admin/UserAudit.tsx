import { Card, Stack, Text, Timeline, Title } from "@mantine/core";
import { formatNumericDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useUserAudit } from "./api";
import { useUserAuditValue } from "./audit-values";

/** Every change to the user, newest first: who, when, before → after, remark. */
export function UserAudit({ userId, enabled }: { userId: number; enabled: boolean }) {
  const { t, i18n } = useTranslation("users");
  const audit = useUserAudit(userId, enabled);
  const valueText = useUserAuditValue();
  const items = audit.data?.items ?? [];

  return (
    <Card withBorder radius="md" padding="md" data-testid="user-audit">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("audit.title")}
        </Title>
        {audit.data && items.length === 0 && <Text c="dimmed">{t("audit.empty")}</Text>}
        {items.length > 0 && (
          <Timeline bulletSize={14} lineWidth={2} active={items.length}>
            {items.map((row) => {
              // "gender_access: null" reads as "follow the family's own profiles".
              const after = { ...row.after };
              const before = { ...row.before };
              if ("gender_access" in after && after.gender_access === null) after.gender_access = "auto";
              if ("gender_access" in before && before.gender_access === null) before.gender_access = "auto";
              const fields = Object.keys(after).filter((f) => f !== "verification_remark");
              return (
                <Timeline.Item
                  key={row.id}
                  title={t(`audit.actions.${row.action}`, { defaultValue: row.action })}
                  data-testid="audit-row"
                >
                  <Text size="xs" c="dimmed">
                    {formatNumericDate(row.createdAt, i18n.language, true)} ·{" "}
                    {row.actorName ? t("audit.by", { name: row.actorName }) : t("audit.unknownActor")}
                  </Text>
                  {fields.map((field) => (
                    <Text key={field} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {t(`audit.fields.${field}`, { defaultValue: field })}: {valueText(field, before[field])}{" "}
                      → {valueText(field, after[field])}
                    </Text>
                  ))}
                  {row.remark && (
                    <Text size="sm" fs="italic" style={{ overflowWrap: "anywhere" }}>
                      {t("audit.remark", { remark: row.remark })}
                    </Text>
                  )}
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
