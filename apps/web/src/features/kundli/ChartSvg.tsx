import type { ChartView } from "@vv/shared/patrika";
import {
  CHART_FONT_SIZE,
  CHART_LINES,
  layoutHouse,
  SIGN_NUMBER_POSITIONS,
  signInHouse,
} from "@vv/shared/patrika-chart";
import classes from "./patrika.module.css";

/**
 * The birth chart as Marathi families draw it: the North Indian diamond, each house's sign number
 * by its inner corner and the grahas' short names inside. Vector graphics: crisp at any size.
 */
export function ChartSvg({
  chart,
  label,
  num,
}: {
  chart: ChartView;
  label: string;
  num: (n: number) => string;
}) {
  const byHouse = new Map<number, string[]>();
  for (const g of chart.grahas) byHouse.set(g.house, [...(byHouse.get(g.house) ?? []), g.short]);
  return (
    <svg
      viewBox="-1 -1 102 102"
      role="img"
      aria-label={label}
      className={classes.chart}
      data-testid="chart-svg"
    >
      <rect x={0} y={0} width={100} height={100} className={classes.frame} />
      {CHART_LINES.map(([a, b]) => (
        <line
          key={`${a.join()}-${b.join()}`}
          x1={a[0]}
          y1={a[1]}
          x2={b[0]}
          y2={b[1]}
          className={classes.line}
        />
      ))}
      {SIGN_NUMBER_POSITIONS.map(([x, y], i) => (
        <text
          key={`sign-${x}-${y}`}
          x={x}
          y={y}
          className={classes.signNumber}
          fontSize={CHART_FONT_SIZE * 0.8}
          data-house={i + 1}
          data-kind="sign"
        >
          {num(signInHouse(chart.firstHouseSign, i + 1))}
        </text>
      ))}
      {[...byHouse.entries()].flatMap(([house, labels]) =>
        layoutHouse(house, labels).map(([text, x, y]) => (
          <text
            key={`${house}-${text}`}
            x={x}
            y={y}
            className={classes.graha}
            fontSize={CHART_FONT_SIZE}
            data-house={house}
            data-kind="graha"
          >
            {text}
          </text>
        )),
      )}
    </svg>
  );
}
