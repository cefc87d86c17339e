import { Box, Container, List, Paper, Stack, Text, Title } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useLegal } from "../compliance/legal-api";
import { OfficerCard } from "../compliance/OfficerCard";
import { legalBlocks } from "./legal-blocks";

interface LegalDocumentProps {
  kind: "terms" | "privacy";
  sectionCount: number;
  dateKey: "lastUpdated" | "effective";
  /** Shown until the published version and date arrive from the server. */
  date: string;
}

/**
 * Numbered sections of the terms or the privacy policy, from the lazily loaded "legal" namespace.
 * The number is part of each heading (in the page's digits), so it survives copying, printing and
 * screen readers; bullet lines become real lists.
 */
export function LegalDocument({ kind, sectionCount, dateKey, date }: LegalDocumentProps) {
  const { t, i18n } = useTranslation(["legal", "compliance"]);
  const legal = useLegal();
  const published = legal.data?.[kind];
  const formattedDate = formatDate(published?.date ?? date, i18n.language);
  const sections = Array.from({ length: sectionCount }, (_, i) => i + 1);
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
          <Box component="ol" data-testid="legal-sections" m={0} p={0} style={{ listStyle: "none" }}>
            {sections.map((n) => {
              const key = `${kind}.sections.s${String(n).padStart(2, "0")}`;
              return (
                <Box component="li" key={key} mb="lg" id={`section-${n}`}>
                  <Title order={2} fz="lg" mb={6}>
                    {`${localNumber(n, i18n.language)}. ${t(`${key}.title`)}`}
                  </Title>
                  {legalBlocks(t(`${key}.body`)).map((block, i) =>
                    block.kind === "list" ? (
                      <List
                        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text, never reordered
                        key={i}
                        type="unordered"
                        listStyleType="disc"
                        spacing={6}
                        mb="xs"
                        pl="md"
                        data-testid="legal-bullets"
                      >
                        {block.items.map((item) => (
                          <List.Item key={item.slice(0, 60)}>{item}</List.Item>
                        ))}
                      </List>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text, never reordered
                      <Text key={i} mb="xs">
                        {block.text}
                      </Text>
                    ),
                  )}
                </Box>
              );
            })}
          </Box>
          <OfficerCard />
        </Stack>
      </Paper>
    </Container>
  );
}
