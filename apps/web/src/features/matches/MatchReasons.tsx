import { Badge, Group, Text } from "@mantine/core";
import type { MatchCard } from "@vv/shared/matches";
import { useTranslation } from "../../lib/i18n";
import { useNumber } from "../kundli/GunaBreakdown";

/** Why a profile is a match: "Age ✓ Education ✓ District ✗ Guna 27/36", and the other side's wishes. */
export function MatchReasons({ match }: { match: MatchCard }) {
  const { t } = useTranslation("matches");
  const num = useNumber();
  return (
    <div data-testid="match-reasons">
      <Group gap={6} mt={4}>
        {match.isNew && (
          <Badge color="maroon" variant="filled" size="sm">
            {t("list.new")}
          </Badge>
        )}
        {match.checks.map((c) => (
          <Text
            key={c.criterion}
            span
            size="sm"
            fw={600}
            c={c.met ? "green.8" : "red.8"}
            style={{ whiteSpace: "nowrap" }}
          >
            {t(c.met ? "list.met" : "list.missed", { name: t(`list.criteria.${c.criterion}`) })}
          </Text>
        ))}
        <Text span size="sm" fw={700} c="maroon.9" style={{ whiteSpace: "nowrap" }} data-testid="match-guna">
          {match.guna
            ? `${match.guna.approximate ? "≈ " : ""}${t("list.guna", { total: num(match.guna.total) })}`
            : t("list.gunaUnknown")}
        </Text>
        {match.mangal !== null && (
          <Text span size="sm" fw={600} c={match.mangal ? "orange.9" : "gray.7"} data-testid="match-mangal">
            {t(match.mangal ? "patrika.mangal.yes" : "patrika.mangal.no")}
          </Text>
        )}
      </Group>
      {match.theirWishes.stated > 0 && (
        <Text size="xs" c="dimmed" mt={2}>
          {t("list.theirWishes", { met: num(match.theirWishes.met), stated: num(match.theirWishes.stated) })}
        </Text>
      )}
    </div>
  );
}
