import { describe, expect, it } from "vitest";
import { rejectionText } from "./rejection-reasons";
import { hasContactDetails, storyInputSchema } from "./stories";

describe("success story text", () => {
  it("refuses phone numbers however written, e-mail and web addresses; keeps years and dates", () => {
    for (const text of [
      "Call 9822012345",
      "Call 98220 12345",
      "call (982) 201-2345",
      "फोन ९८२२० १२३४५",
      "write to us@example.com",
      "see www.example.com",
      "https://example.com",
    ])
      expect(hasContactDetails(text), text).toBe(true);
    for (const text of [
      "We married in May 2025 at Pune.",
      "साखरपुडा १२ मे २०२५ रोजी झाला.",
      "Two families, 3 months, 1 wedding!",
    ])
      expect(hasContactDetails(text), text).toBe(false);
  });

  it("checks the month and the length", () => {
    const ok = { month: "2025-05", text: "We met through the portal and married in May.", language: "en" };
    expect(storyInputSchema.safeParse(ok).success).toBe(true);
    expect(storyInputSchema.safeParse({ ...ok, month: "2025-13" }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...ok, month: "1999-01" }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...ok, text: "Too short" }).success).toBe(false);
  });
});

describe("rejection reason text", () => {
  const reason = { textEn: "The photo is not clear.", textMr: "फोटो स्पष्ट नाही." };
  it("reads in the reader's language, then the note; a free remark alone stays as written", () => {
    expect(rejectionText(reason, null, "mr")).toBe("फोटो स्पष्ट नाही.");
    expect(rejectionText(reason, "Please retry.", "en")).toBe("The photo is not clear. — Please retry.");
    expect(rejectionText(undefined, "Free text", "mr")).toBe("Free text");
    expect(rejectionText(undefined, null, "en")).toBeNull();
  });
});
