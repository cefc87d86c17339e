/**
 * Every zod schema the package exports answers any input with a result, never an exception: a
 * cross-field rule must not read properties of `null`, an array or a string (the server would
 * answer 500 instead of 400).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const HOSTILE: unknown[] = [
  null,
  undefined,
  [],
  [{}],
  0,
  -1,
  Number.NaN,
  1e308,
  "str",
  "",
  true,
  {},
  { stateId: null, districtId: [] },
  { religionId: "x", casteId: {}, dateOfBirth: 5, gender: null },
  Object.create(null),
  new Date(Number.NaN),
];

const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

describe("every exported schema is safe on any input", () => {
  it("finds the package's schemas", async () => {
    let schemas = 0;
    for (const file of files) {
      const module = (await import(join(import.meta.dirname, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!(value instanceof z.ZodType)) continue;
        schemas++;
        for (const [index, input] of HOSTILE.entries()) {
          expect(() => value.safeParse(input), `${file} ${name} input #${index}`).not.toThrow();
        }
      }
    }
    expect(schemas).toBeGreaterThan(40);
  });
});
