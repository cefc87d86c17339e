/**
 * The North Indian chart (the diamond Marathi families draw), in a 100 × 100 square: the same
 * geometry for the web's SVG and the biodata PDF's vector drawing. House 1 is the top centre
 * diamond; the houses follow anticlockwise (2 top-left, 4 left centre, 7 bottom centre, 10 right).
 */

type Point = readonly [number, number];

/** Corners of each house, houses 1-12 in order. */
export const HOUSE_POLYGONS: readonly (readonly Point[])[] = [
  [
    [50, 0],
    [75, 25],
    [50, 50],
    [25, 25],
  ],
  [
    [0, 0],
    [50, 0],
    [25, 25],
  ],
  [
    [0, 0],
    [25, 25],
    [0, 50],
  ],
  [
    [0, 50],
    [25, 25],
    [50, 50],
    [25, 75],
  ],
  [
    [0, 50],
    [25, 75],
    [0, 100],
  ],
  [
    [0, 100],
    [25, 75],
    [50, 100],
  ],
  [
    [50, 100],
    [25, 75],
    [50, 50],
    [75, 75],
  ],
  [
    [50, 100],
    [75, 75],
    [100, 100],
  ],
  [
    [100, 100],
    [75, 75],
    [100, 50],
  ],
  [
    [100, 50],
    [75, 75],
    [50, 50],
    [75, 25],
  ],
  [
    [100, 50],
    [75, 25],
    [100, 0],
  ],
  [
    [100, 0],
    [75, 25],
    [50, 0],
  ],
];

/** Where the grahas of each house are written (their block's centre). */
export const HOUSE_CENTRES: readonly Point[] = [
  [50, 24],
  [25, 9],
  [9, 25],
  [25, 49],
  [9, 75],
  [25, 91],
  [50, 76],
  [75, 91],
  [91, 75],
  [75, 49],
  [91, 25],
  [75, 9],
];

/** Where each house's sign number is written: by the house's inner corner, as astrologers write it. */
export const SIGN_NUMBER_POSITIONS: readonly Point[] = [
  [50, 43],
  [25, 20],
  [20, 25],
  [43, 50],
  [20, 75],
  [25, 80],
  [50, 57],
  [75, 80],
  [80, 75],
  [57, 50],
  [80, 25],
  [75, 20],
];

/** The lines that draw the chart: the outer square, both diagonals and the inner diamond. */
export const CHART_LINES: readonly (readonly [Point, Point])[] = [
  [
    [0, 0],
    [100, 100],
  ],
  [
    [100, 0],
    [0, 100],
  ],
  [
    [50, 0],
    [100, 50],
  ],
  [
    [100, 50],
    [50, 100],
  ],
  [
    [50, 100],
    [0, 50],
  ],
  [
    [0, 50],
    [50, 0],
  ],
];

export const CHART_FONT_SIZE = 5.2;
const LINE_HEIGHT = 6;

/** Sign in a house: the first house holds `firstHouseSign`, the next houses the next signs. */
export const signInHouse = (firstHouseSign: number, house: number) =>
  ((firstHouseSign - 1 + house - 1) % 12) + 1;

/**
 * The graha labels of one house laid out in lines (three a line in the four diamonds, two in the
 * triangles), centred on the house: [label, x, y] with y the text's baseline-middle.
 */
export function layoutHouse(house: number, labels: readonly string[]): [string, number, number][] {
  const [cx, cy] = HOUSE_CENTRES[house - 1] ?? [50, 50];
  const perLine = house % 3 === 1 ? 3 : 2;
  const lines: string[][] = [];
  for (let i = 0; i < labels.length; i += perLine) lines.push(labels.slice(i, i + perLine) as string[]);
  const out: [string, number, number][] = [];
  const top = cy - ((lines.length - 1) * LINE_HEIGHT) / 2;
  lines.forEach((line, row) => {
    const width = 9.5;
    const left = cx - ((line.length - 1) * width) / 2;
    line.forEach((text, col) => {
      out.push([text, left + col * width, top + row * LINE_HEIGHT]);
    });
  });
  return out;
}
