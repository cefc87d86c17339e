import { expect, it } from "vitest";
import { parseDateText } from "./date-text";

it("reads dates typed in the site's forms, in either script", () => {
  expect(parseDateText("12/08/2025")).toBe("2025-08-12");
  expect(parseDateText("१२/०८/२०२५")).toBe("2025-08-12");
  expect(parseDateText("2025-08-12")).toBe("2025-08-12");
  expect(parseDateText("1/2/2026")).toBe("2026-02-01");
  expect(parseDateText("31/02/2025")).toBeNull();
  expect(parseDateText("08/12")).toBeNull();
  expect(parseDateText("")).toBeNull();
});
