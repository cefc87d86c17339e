import type { Language } from "@vv/shared/i18n";
import type { KundliResponse } from "@vv/shared/kundli";
import { signInHouse } from "@vv/shared/patrika-chart";
import { toMarathiDigits } from "@vv/shared/reference";
import { translate } from "../../platform/i18n";
import type { BiodataSection } from "../profiles/pdf/types";

/** "12° 34′" within the sign, in the viewer's digits. */
export function degreeText(longitude: number, lang: Language) {
  const within = ((longitude % 30) + 30) % 30;
  const deg = Math.floor(within);
  const min = String(Math.floor((within - deg) * 60)).padStart(2, "0");
  const digits = (s: string) => (lang === "mr" ? toMarathiDigits(s) : s);
  return translate(lang, "matches:patrika.degreeValue", { deg: digits(String(deg)), min: digits(min) });
}

/** The biodata's पत्रिका: the chart drawn as vectors, the grahas' signs and degrees, and Mangal dosha. */
export function patrikaSection(k: KundliResponse, lang: Language): BiodataSection {
  const t = (key: string, vars?: Record<string, string>) => translate(lang, `matches:patrika.${key}`, vars);
  const num = (n: number) => (lang === "mr" ? toMarathiDigits(n) : String(n));
  const rows: BiodataSection["rows"] = [];
  const chart = k.chart;
  if (!chart) rows.push({ labelKey: "matches:patrika.title", value: t("noChart") });
  else {
    if (chart.lagnaMissing) rows.push({ labelKey: "matches:patrika.lagna", value: t(chart.lagnaMissing) });
    if (chart.lagna)
      rows.push({
        labelKey: "matches:patrika.lagna",
        value: `${chart.lagna.sign.name} ${degreeText(chart.lagna.longitude, lang)}`,
      });
    for (const g of chart.grahas)
      rows.push({
        labelKey: `matches:patrika.grahas.${g.graha}`,
        value: `${g.sign.name} ${degreeText(g.longitude, lang)} · ${t("house")} ${num(g.house)}`,
      });
  }
  const m = k.mangal;
  const verdict = m.effective === null ? "unknown" : m.effective ? "yes" : "no";
  rows.push({ labelKey: "matches:patrika.mangal.title", value: `${t(`mangal.${verdict}`)}\n${m.reason}` });
  if (m.declared && m.computed !== null && (m.declared === "yes") !== m.computed)
    rows.push({
      labelKey: "matches:patrika.mangal.title",
      value: t("mangal.declaredDiffers", {
        declared: t(m.declared === "yes" ? "mangal.declaredYes" : "mangal.declaredNo"),
        computed: t(m.computed ? "mangal.declaredYes" : "mangal.declaredNo"),
      }),
    });
  rows.push({ labelKey: "matches:kundli.pdf.note", value: t("method") });
  const houses = Array.from({ length: 12 }, (_, i) => i + 1);
  return {
    titleKey: "matches:patrika.title",
    rows,
    ...(chart
      ? {
          chart: {
            signs: houses.map((h) => num(signInHouse(chart.firstHouseSign, h))),
            grahas: houses.map((h) => chart.grahas.filter((g) => g.house === h).map((g) => g.short)),
          },
        }
      : {}),
  };
}
