import { VisuallyHidden } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import type { DashboardBar } from "@vv/shared/dashboard";
import { localNumber } from "@vv/shared/numbers";
import { useTranslation } from "../../lib/i18n";

const H = 200;
const TOP = 18;
const BOTTOM = 28;
const LEFT = 8;
const RIGHT = 8;

/**
 * Registrations per week as SVG columns: hand-rolled (a dozen bars need no chart library). Drawn at
 * the width it is given, one SVG unit per pixel, so text keeps its size at 360 px and at 1280 px.
 * Counts sit on the bars; the week's Monday labels each column, or every other one on a phone.
 * A hidden table carries the same figures for screen readers.
 */
export function WeeklyChart({ bars, title }: { bars: DashboardBar[]; title: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const n = (value: number) => localNumber(value, i18n.language);
  const { ref, width } = useElementSize();
  const W = Math.max(280, Math.round(width) || 320);
  const max = Math.max(1, ...bars.map((b) => b.count));
  const slot = (W - LEFT - RIGHT) / Math.max(1, bars.length);
  const barWidth = Math.min(48, Math.max(4, slot * 0.62));
  const plot = H - TOP - BOTTOM;
  const last = bars.length - 1;
  return (
    <figure ref={ref} style={{ margin: 0 }} data-testid="weekly-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        role="img"
        aria-label={title}
        style={{ display: "block" }}
      >
        <line x1={LEFT} x2={W - RIGHT} y1={H - BOTTOM} y2={H - BOTTOM} stroke="var(--mantine-color-gray-4)" />
        {bars.map((b, i) => {
          const h = (b.count / max) * plot;
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          const y = H - BOTTOM - h;
          const showLabel = slot >= 56 || (last - i) % 2 === 0;
          return (
            <g key={b.key}>
              <title>{`${t("charts.weekOf", { date: b.label })}: ${n(b.count)}`}</title>
              <rect
                x={x}
                y={b.count ? y : H - BOTTOM - 1}
                width={barWidth}
                height={b.count ? Math.max(h, 2) : 1}
                rx={2}
                fill={i === last ? "var(--mantine-color-saffron-6)" : "var(--mantine-color-maroon-7)"}
              />
              {b.count > 0 && (
                <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={12} fill="currentColor">
                  {n(b.count)}
                </text>
              )}
              {showLabel && (
                <text
                  x={x + barWidth / 2}
                  y={H - BOTTOM + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {b.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">{t("charts.weekOf", { date: b.label })}</th>
                <td>{n(b.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
