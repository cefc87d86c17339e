import { createTheme, type MantineColorsTuple } from "@mantine/core";

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
});
