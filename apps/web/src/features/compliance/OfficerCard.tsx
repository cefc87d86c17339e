import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { GrievanceOfficer } from "@vv/shared/consent";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useLegal } from "./legal-api";

/** The Grievance Officer from the site settings (IT Rules 2021), on /contact and the legal pages. */
export function OfficerCard({ officer: given }: { officer?: GrievanceOfficer }) {
  const { t } = useTranslation("compliance");
  const legal = useLegal();
  const officer = given ?? legal.data?.grievanceOfficer;
  if (!officer) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="grievance-officer">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {t("officer.title")}
        </Title>
        <Text size="sm">{t("officer.intro")}</Text>
        <Text fw={600}>{officer.name}</Text>
        <Text size="sm">{officer.designation}</Text>
        <Anchor href={`mailto:${officer.email}`} size="sm">
          {officer.email}
        </Anchor>
        <Anchor href={`tel:${officer.phone.replace(/[^+\d]/g, "")}`} size="sm">
          {officer.phone}
        </Anchor>
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {officer.address}
        </Text>
        <Anchor component={Link} to="/grievance" size="sm" fw={600}>
          {t("officer.fileComplaint")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
