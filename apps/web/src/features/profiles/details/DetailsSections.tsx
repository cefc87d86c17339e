import { Paper, Stack, Title } from "@mantine/core";
import type { ProfileDetails } from "@vv/shared/profile-views";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { DetailRows } from "./DetailRows";
import classes from "./details.module.css";

type Section = ProfileDetails["sections"][number];

function SectionCard({ section }: { section: Section }) {
  const { t } = useTranslation("profile");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      component="section"
      className={classes.section}
    >
      <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" mb="sm">
        {t(`sections.${section.key}`)}
      </Title>
      <DetailRows
        rows={section.rows.map((row) => ({ key: row.key, label: t(`fields.${row.key}`), value: row.value }))}
      />
    </Paper>
  );
}

/**
 * Label and value rows; the server sends the values already in the viewer's language. On a wide
 * screen the long personal section is the left column and the rest (then `children`) the right.
 */
export function DetailsSections({ sections, children }: { sections: Section[]; children?: ReactNode }) {
  const [first, ...rest] = sections.filter((s) => s.rows.length > 0);
  return (
    <div className={classes.sections}>
      <Stack gap="md">{first && <SectionCard section={first} />}</Stack>
      <Stack gap="md">
        {rest.map((section) => (
          <SectionCard key={section.key} section={section} />
        ))}
        {children}
      </Stack>
    </div>
  );
}
