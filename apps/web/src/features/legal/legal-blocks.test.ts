import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { legalBlocks } from "./legal-blocks";
import { PRIVACY_SECTION_COUNT, TERMS_SECTION_COUNT } from "./section-counts";

interface LegalTexts {
  terms: { sections: Record<string, { title: string; body: string }> };
  privacy: { sections: Record<string, { title: string; body: string }> };
}
const load = (lang: string): LegalTexts =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, "../../../../../packages/shared/locales", lang, "legal.json"),
      "utf8",
    ),
  );
const en = load("en");
const mr = load("mr");

describe("legal texts", () => {
  it("splits paragraphs and bullet lists; consecutive bullets are one list", () => {
    expect(legalBlocks("You must not:\n\n• lie;\n• cheat.\n\nReport it.")).toEqual([
      { kind: "paragraph", text: "You must not:" },
      { kind: "list", items: ["lie;", "cheat."] },
      { kind: "paragraph", text: "Report it." },
    ]);
    expect(legalBlocks("One.\n\nTwo.")).toHaveLength(2);
  });

  for (const [lang, texts] of [
    ["en", en],
    ["mr", mr],
  ] as const) {
    it(`${lang}: the Terms have 24 sections and the Privacy Notice 12, with lists where bullets are`, () => {
      expect(Object.keys(texts.terms.sections)).toHaveLength(TERMS_SECTION_COUNT);
      expect(TERMS_SECTION_COUNT).toBe(24);
      expect(Object.keys(texts.privacy.sections)).toHaveLength(PRIVACY_SECTION_COUNT);
      const prohibited = legalBlocks(texts.terms.sections.s09?.body ?? "");
      expect(prohibited.find((b) => b.kind === "list")).toMatchObject({ items: expect.any(Array) });
      expect(prohibited.filter((b) => b.kind === "list").flatMap((b) => b.items)).toHaveLength(8);
      // No paragraph still carries a bullet: every bullet became a list item.
      for (const doc of [texts.terms, texts.privacy])
        for (const section of Object.values(doc.sections))
          for (const block of legalBlocks(section.body))
            if (block.kind === "paragraph") expect(block.text).not.toMatch(/•/);
    });

    it(`${lang}: nothing sends members to the contact page for grievances, deletion or reports`, () => {
      const terms = Object.values(texts.terms.sections)
        .map((s) => s.body)
        .join("\n");
      const contact = lang === "en" ? /contact page/i : /संपर्क पान/;
      expect(terms).not.toMatch(contact);
      expect(terms).toMatch(lang === "en" ? /24 hours/ : /२४ तासांत/);
      expect(terms).toMatch(lang === "en" ? /15 days/ : /१५ दिवसांत/);
      const privacy = Object.values(texts.privacy.sections)
        .map((s) => s.body)
        .join("\n");
      expect(privacy).toMatch(lang === "en" ? /180 days/ : /१८० दिवस/);
    });
  }
});
