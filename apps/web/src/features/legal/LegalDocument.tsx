import { Container, List, Paper, Stack, Text, Title } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useLegal } from "../compliance/legal-api";
import { OfficerCard } from "../compliance/OfficerCard";

interface LegalDocumentProps {
  kind: "terms" | "privacy";
  sectionCount: number;
  dateKey: "lastUpdated" | "effective";
  /** Shown until the published version and date arrive from the server. */
  date: string;
}

/** Numbered sections of the terms or the privacy policy, from the lazily loaded "legal" namespace. */
export function LegalDocument({ kind, sectionCount, dateKey, date }: LegalDocumentProps) {
  const { t, i18n } = useTranslation(["legal", "compliance"]);
  const legal = useLegal();
  const published = legal.data?.[kind];
  const formattedDate = formatDate(published?.date ?? date, i18n.language);
  const sections = Array.from({ length: sectionCount }, (_, i) => `s${String(i + 1).padStart(2, "0")}`);
  return (
    <Container size="md" py="xl">
      <Paper p={{ base: "md", sm: "xl" }} withBorder>
        <Stack gap="md">
          <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
            {t(`${kind}.title`)}
          </Title>
          <Text c="dimmed" data-testid="legal-date">
            {t(`${kind}.${dateKey}`, { date: formattedDate })}
            {published &&
              ` · ${t("compliance:consent.versionShort", {
                version: localNumber(published.version, i18n.language),
              })}`}
          </Text>
          <Text>{t(`${kind}.intro`)}</Text>
          <List type="ordered" spacing="lg" data-testid="legal-sections">
            {sections.map((s) => (
              <List.Item key={s}>
                <Title order={2} fz="lg" mb={4}>
                  {t(`${kind}.sections.${s}.title`)}
                </Title>
                {t(`${kind}.sections.${s}.body`)
                  .split("\n\n")
                  .map((para) => (
                    <Text key={para.slice(0, 40)} mb="xs">
                      {para}
                    </Text>
                  ))}
              </List.Item>
            ))}
          </List>
          <OfficerCard />
        </Stack>
      </Paper>
    </Container>
  );
}
