import { Alert, Badge, Group, Stack, Text } from "@mantine/core";
import type { GunaView } from "@vv/shared/kundli";
import { toMarathiDigits } from "@vv/shared/numbers";
import { useTranslation } from "../../lib/i18n";
import classes from "./guna.module.css";

export function useNumber() {
  const { i18n } = useTranslation();
  return (n: number) => (i18n.language.startsWith("mr") ? toMarathiDigits(n) : String(n));
}

/** Each koota's points of its maximum with a one-line explanation, the total and the doshas. */
export function GunaBreakdown({ guna }: { guna: GunaView }) {
  const { t } = useTranslation("matches", { keyPrefix: "kundli" });
  const { t: tp } = useTranslation("matches", { keyPrefix: "patrika" });
  const num = useNumber();
  const good = guna.total >= 18;
  return (
    <Stack gap="sm" data-testid="guna-breakdown">
      <Group gap="sm" wrap="wrap">
        <Badge size="xl" color={good ? "green" : "orange"} variant="light" data-testid="guna-total">
          {t("guna.total", { total: num(guna.total), max: num(guna.max) })}
        </Badge>
      </Group>
      {guna.precision === "approximate" && (
        <Alert color="yellow" variant="light">
          {t("guna.approximate")}
        </Alert>
      )}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t("guna.koota")}</th>
            <th className={classes.points}>{t("guna.points")}</th>
          </tr>
        </thead>
        <tbody>
          {guna.kootas.map((k) => (
            <tr key={k.koota}>
              <td>
                <Text fw={600} size="sm">
                  {t(`kootas.${k.koota}.name`)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {k.explanation}
                </Text>
              </td>
              <td className={classes.points}>
                <Text size="sm" fw={600} c={k.points === 0 ? "red.8" : undefined}>
                  {num(k.points)} / {num(k.max)}
                </Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {guna.nadiDosha && (
        <Text size="sm" c="red.8" fw={600}>
          {t("guna.nadiDosha")}
        </Text>
      )}
      {guna.bhakootDosha && (
        <Text size="sm" c="red.8" fw={600}>
          {t("guna.bhakootDosha")}
        </Text>
      )}
      {!guna.nadiDosha && !guna.bhakootDosha && (
        <Text size="sm" c="green.8">
          {t("guna.noDosha")}
        </Text>
      )}
      {guna.mangalMismatch && (
        <Text size="sm" c="orange.9" fw={600} data-testid="mangal-mismatch">
          {tp("mangal.mismatch")}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t("guna.guide")}
      </Text>
    </Stack>
  );
}
