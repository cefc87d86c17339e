import { createRequire } from "node:module";

/**
 * Mukta (SIL Open Font License) covers Devanagari and Latin in one file, so Marathi conjuncts,
 * matras and reph are shaped by fontkit and Latin digits and punctuation in the same line never
 * fall back to missing glyphs. Shipped as TTF by @expo-google-fonts/mukta.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve("@expo-google-fonts/mukta/400Regular/Mukta_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/mukta/700Bold/Mukta_700Bold.ttf"),
} as const;
