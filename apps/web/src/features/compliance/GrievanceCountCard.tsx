import { Group, Paper, Text } from "@mantine/core";
import { IconMessageReport } from "@tabler/icons-react";
import { localNumber } from "@vv/shared/numbers";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useGrievanceSummary } from "./grievance-api";

/** Admin dashboard: open and overdue complaints, linking to the queue. */
export function GrievanceCountCard() {
  const { t, i18n } = useTranslation("compliance");
  const summary = useGrievanceSummary();
  if (!summary.data) return null;
  const { open, overdue } = summary.data;
  return (
    <Paper
      component={Link}
      to={overdue > 0 ? "/admin/grievances?tab=overdue" : "/admin/grievances"}
      withBorder
      radius="md"
      p="sm"
      data-testid="count-grievances"
      style={{
        textDecoration: "none",
        color: "inherit",
        ...(overdue > 0 ? { borderColor: "var(--mantine-color-red-7)", borderWidth: 2 } : {}),
      }}
    >
      <Group gap={6} wrap="nowrap" c={overdue > 0 ? "red.8" : "maroon.8"}>
        <IconMessageReport size={20} aria-hidden />
        <Text fw={700}>
          {t("grievance.admin.dashboard", {
            open: localNumber(open, i18n.language),
            overdue: localNumber(overdue, i18n.language),
          })}
        </Text>
      </Group>
    </Paper>
  );
}
