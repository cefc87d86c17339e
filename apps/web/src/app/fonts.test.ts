import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BASIC_LATIN, DEVANAGARI_CORE, RUPEE } from "../../scripts/font-subsets.mjs";

const css = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
  family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
  weight: /font-weight:\s*(\d+)/.exec(body)?.[1],
  src: /url\("([^"]+)"\)/.exec(body)?.[1] ?? "",
  range: /unicode-range:([^;]+);/.exec(body)?.[1] ?? "",
}));

/** The code points a unicode-range names. */
function codePoints(range: string): Set<number> {
  const out = new Set<number>();
  for (const part of range.split(",").map((p) => p.trim().replace(/^U\+/i, ""))) {
    const [from = "", to = from] = part.split("-");
    for (let c = Number.parseInt(from, 16); c <= Number.parseInt(to, 16); c++) out.add(c);
  }
  return out;
}
const charsOf = (text: string) => new Set([...text].map((c) => c.codePointAt(0) ?? 0));

describe("fonts.css", () => {
  it("each basic Latin face names exactly the subset's characters, after the full face of its weight", () => {
    for (const weight of ["400", "600", "700"]) {
      const index = faces.findIndex((f) => f.src === `./fonts/mukta-basic-${weight}.woff2`);
      const full = faces.findIndex((f) => f.src.includes(`mukta-latin-${weight}-normal`));
      expect(index).toBeGreaterThan(full);
      expect(faces[index]).toMatchObject({ family: "Mukta", weight });
      expect(codePoints(faces[index]?.range ?? "")).toEqual(charsOf(BASIC_LATIN));
      expect(existsSync(new URL(faces[index]?.src ?? "", import.meta.url))).toBe(true);
    }
  });

  it("each rupee face names the rupee sign only, after the Latin Extended face of its weight", () => {
    for (const weight of ["400", "600", "700"]) {
      const index = faces.findIndex((f) => f.src === `./fonts/mukta-rupee-${weight}.woff2`);
      const full = faces.findIndex((f) => f.src.includes(`mukta-latin-ext-${weight}-normal`));
      expect(index).toBeGreaterThan(full);
      expect(codePoints(faces[index]?.range ?? "")).toEqual(charsOf(RUPEE));
    }
  });

  it("the Devanagari core face names the subset's characters, after the full face", () => {
    const index = faces.findIndex((f) => f.src === "./fonts/mukta-devanagari-core-400.woff2");
    const full = faces.findIndex((f) => f.src.includes("mukta-devanagari-400-normal"));
    expect(index).toBeGreaterThan(full);
    expect(faces[index]?.family).toBe("Mukta Devanagari");
    expect(codePoints(faces[index]?.range ?? "")).toEqual(charsOf(DEVANAGARI_CORE));
  });
});
