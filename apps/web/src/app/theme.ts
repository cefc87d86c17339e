import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { i18n } from "../lib/i18n";

const maroon: MantineColorsTuple = [
  "#fcecee",
  "#f3d6da",
  "#e6aab2",
  "#d97b88",
  "#ce5465",
  "#c73b4e",
  "#c42e43",
  "#ad2135",
  "#9b1a2e",
  "#7a1f2b",
];
const saffron: MantineColorsTuple = [
  "#fff6e1",
  "#ffebcb",
  "#fed69a",
  "#fdc064",
  "#fcad38",
  "#fca11b",
  "#f29a07",
  "#d88600",
  "#c07600",
  "#a66400",
];

export const theme = createTheme({
  primaryColor: "maroon",
  primaryShade: { light: 8, dark: 5 },
  colors: { maroon, saffron },
  fontFamily:
    "Mukta, 'Mukta Devanagari', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "Mukta, 'Mukta Devanagari', 'Noto Sans Devanagari', system-ui, sans-serif",
    fontWeight: "700",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    // 24 px boxes, the smallest target WCAG 2.2 allows (Mantine's default "sm" is 20 px).
    Checkbox: { defaultProps: { size: "md" } },
    Radio: { defaultProps: { size: "md" } },
    // The same for switches: a 24 px track (with its label beside it, "sm" leaves a 20 px row).
    Switch: { defaultProps: { size: "md" } },
    // Every pager on the site: page numbers in the reader's digits (one rule for Marathi pages),
    // and arrows named in the reader's language. A plain object, not Pagination.extend, so the
    // pager's code stays in the chunks of the pages that show one.
    Pagination: {
      defaultProps: {
        getItemProps: (page: number) => ({ children: localNumber(page, i18n.language) }),
        getControlProps: (control: "first" | "previous" | "next" | "last") => ({
          "aria-label": i18n.t(
            `common:actions.${control === "first" || control === "last" ? `${control}Page` : control}`,
          ),
        }),
      },
    },
  },
});

/**
 * Mantine's "dimmed" grey (gray.6, #868e96) reads at 3.3:1 on white and less on the cream page: a
 * grandparent on a phone in sunlight needs the 4.5:1 WCAG asks for. This grey is 6.1:1 on white and
 * 5.8:1 on the cream background, and every c="dimmed" on the site takes it from here.
 */
/**
 * Text of "light" and "outline" badges, alerts and buttons: Mantine draws it in shade 6, about 2.5:1
 * on its own pale tint (yellow far less). These darker shades read at 5.3:1 or more on the tint.
 */
const READABLE_ON_TINT: Record<string, string> = {
  yellow: "#7a5200",
  green: "#1f6e31",
  red: "#b02525",
  gray: "#495057",
  blue: "#1864ab",
  orange: "#a14a00",
  teal: "#0b6b50",
  saffron: "#7d4b00",
  maroon: "#7a1f2b",
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5c636a",
    "--mantine-color-placeholder": "#6b7178",
    // A field's error text: Mantine's red.6 is 3.3:1 on white (WCAG asks 4.5:1 for text).
    "--mantine-color-error": READABLE_ON_TINT.red as string,
    ...Object.fromEntries(
      Object.entries(READABLE_ON_TINT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
  },
  dark: {},
});
