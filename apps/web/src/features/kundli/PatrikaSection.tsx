import { Alert, Badge, Stack, Text, Title } from "@mantine/core";
import type { KundliResponse } from "@vv/shared/kundli";
import { useTranslation } from "../../lib/i18n";
import { ChartSvg } from "./ChartSvg";
import { useNumber } from "./GunaBreakdown";
import classes from "./guna.module.css";
import patrika from "./patrika.module.css";

/** "12° 34′" within the sign. */
export function degreeInSign(
  longitude: number,
  num: (n: number) => string,
  format: (d: string, m: string) => string,
) {
  const within = ((longitude % 30) + 30) % 30;
  const deg = Math.floor(within);
  const min = Math.floor((within - deg) * 60);
  return format(num(deg), num(min).padStart(2, num(0)));
}

/** The birth chart (diamond and table) and Mangal dosha with its reason. */
export function PatrikaSection({ data }: { data: KundliResponse }) {
  const { t } = useTranslation("matches", { keyPrefix: "patrika" });
  const num = useNumber();
  const { chart, mangal } = data;
  const degree = (lon: number) => degreeInSign(lon, num, (deg, min) => t("degreeValue", { deg, min }));
  const verdict = mangal.effective === null ? "unknown" : mangal.effective ? "yes" : "no";
  return (
    <Stack gap="sm" data-testid="patrika">
      <Title order={3} fz={{ base: 17, sm: 19 }}>
        {t("title")}
      </Title>
      {!chart ? (
        <Alert color="gray" variant="light">
          {t("noChart")}
        </Alert>
      ) : (
        <>
          {chart.lagnaMissing && (
            <Alert color="gray" variant="light" data-testid="lagna-missing">
              {t(chart.lagnaMissing)}
            </Alert>
          )}
          <ChartSvg
            chart={chart}
            num={num}
            label={t(chart.basis === "lagna" ? "chartLabel" : "chartLabelMoon")}
          />
          <table className={classes.table} data-testid="graha-table">
            <thead>
              <tr>
                <th>{t("graha")}</th>
                <th>{t("sign")}</th>
                <th className={patrika.degree}>{t("degree")}</th>
                <th className={patrika.degree}>{t("house")}</th>
              </tr>
            </thead>
            <tbody>
              {chart.lagna && (
                <tr>
                  <td>{t("lagna")}</td>
                  <td>{chart.lagna.sign.name}</td>
                  <td className={patrika.degree}>{degree(chart.lagna.longitude)}</td>
                  <td className={patrika.degree}>{num(1)}</td>
                </tr>
              )}
              {chart.grahas.map((g) => (
                <tr key={g.graha}>
                  <td>{g.name}</td>
                  <td>{g.sign.name}</td>
                  <td className={patrika.degree}>{degree(g.longitude)}</td>
                  <td className={patrika.degree}>{num(g.house)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Text size="xs" c="dimmed">
            {t("method")}
          </Text>
        </>
      )}
      <Title order={3} fz={{ base: 17, sm: 19 }} mt="xs">
        {t("mangal.title")}
      </Title>
      <Badge
        size="lg"
        variant="light"
        color={verdict === "yes" ? "orange" : verdict === "no" ? "green" : "gray"}
        data-testid="mangal-verdict"
      >
        {t(`mangal.${verdict}`)}
      </Badge>
      <Text size="sm" data-testid="mangal-reason">
        {mangal.reason}
      </Text>
      {mangal.declared && mangal.computed !== null && (mangal.declared === "yes") !== mangal.computed && (
        <Alert color="yellow" variant="light" data-testid="mangal-differs">
          {t("mangal.declaredDiffers", {
            declared: t(mangal.declared === "yes" ? "mangal.declaredYes" : "mangal.declaredNo"),
            computed: t(mangal.computed ? "mangal.declaredYes" : "mangal.declaredNo"),
          })}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t("mangal.rule")}
      </Text>
    </Stack>
  );
}
