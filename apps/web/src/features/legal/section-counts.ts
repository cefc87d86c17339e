/** How many numbered sections each document has (keys s01… in locales/<lang>/legal.json). */
export const TERMS_SECTION_COUNT = 24;
export const PRIVACY_SECTION_COUNT = 12;
