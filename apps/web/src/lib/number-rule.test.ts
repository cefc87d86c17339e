/**
 * One rule for digits on Marathi pages (packages/shared/src/numbers.ts): registration numbers and
 * counts are written in the reader's digits everywhere. No page prints a registration number raw.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { localNumber } from "@vv/shared/numbers";
import { expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".tsx") ? [path] : [];
  });
}

it("prints no registration number without the reader's digits", () => {
  const raw = /(?<![$=])\{\s*[\w.?!]*registrationNumber\s*\}/;
  const offenders = sources(join(import.meta.dirname, "..")).filter((file) =>
    raw.test(readFileSync(file, "utf8")),
  );
  expect(offenders).toEqual([]);
});

it("writes registration numbers and counts in Devanagari digits for Marathi readers", () => {
  expect(localNumber(1042, "mr")).toBe("१०४२");
  expect(localNumber(1042, "en")).toBe("1042");
});
