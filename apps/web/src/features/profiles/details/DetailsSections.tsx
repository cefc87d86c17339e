import { DataList, Paper, Stack, Title } from "@mantine/core";
import type { ProfileDetails } from "@vv/shared/profile-views";
import { useTranslation } from "react-i18next";

/** Label and value rows; the server sends the values already in the viewer's language. */
export function DetailsSections({ sections }: { sections: ProfileDetails["sections"] }) {
  const { t } = useTranslation("profile");
  return (
    <Stack gap="md">
      {sections
        .filter((s) => s.rows.length > 0)
        .map((section) => (
          <Paper key={section.key} withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section">
            <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" mb="sm">
              {t(`sections.${section.key}`)}
            </Title>
            <DataList withDivider labelWidth="40%" gap="xs">
              {section.rows.map((row) => (
                <DataList.Item key={row.key}>
                  <DataList.ItemLabel c="dimmed">{t(`fields.${row.key}`)}</DataList.ItemLabel>
                  <DataList.ItemValue style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                    {row.value}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList>
          </Paper>
        ))}
    </Stack>
  );
}
