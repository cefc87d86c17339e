import { describe, expect, it } from "vitest";
import { isMessageKey, parseMessageKey, translateMessage } from "./translate-message";

const strings: Record<string, string> = {
  "common:validation.required": "Required",
  "common:validation.tooLong": "Must be at most {{max}} characters",
  "profile:validation.minAge": "Must be at least {{min}} years old",
};
const t = (key: string, vars: Record<string, unknown> = {}) =>
  (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));

describe("translateMessage", () => {
  it("translates a plain key", () => {
    expect(translateMessage(t, "common:validation.required")).toBe("Required");
  });

  it("passes the JSON variables to the translation", () => {
    expect(translateMessage(t, 'common:validation.tooLong|{"max":30}')).toBe("Must be at most 30 characters");
    expect(translateMessage(t, 'profile:validation.minAge|{"min":21}')).toBe("Must be at least 21 years old");
  });

  it("leaves text the server already translated as it is", () => {
    expect(translateMessage(t, "कृपया योग्य मोबाईल क्रमांक लिहा")).toBe("कृपया योग्य मोबाईल क्रमांक लिहा");
    expect(translateMessage(t, "Please enter a valid phone number")).toBe(
      "Please enter a valid phone number",
    );
    expect(translateMessage(t, "Note: call after 6 pm")).toBe("Note: call after 6 pm");
  });

  it("gives nothing for no message", () => {
    expect(translateMessage(t, undefined)).toBeUndefined();
    expect(translateMessage(t, "")).toBeUndefined();
  });

  it("ignores malformed variables but still translates the key", () => {
    expect(parseMessageKey("common:validation.tooLong|{max:30}")).toEqual({
      key: "common:validation.tooLong",
      vars: {},
    });
    expect(translateMessage(t, "common:validation.required|{oops}")).toBe("Required");
  });

  it("translates a dotted key of the default namespace, but not a plain word", () => {
    const common = (key: string) => (key === "validation.invalid" ? "This value is not valid" : key);
    expect(translateMessage(common, "validation.invalid")).toBe("This value is not valid");
    expect(isMessageKey("Required")).toBe(false);
    expect(isMessageKey("Done.")).toBe(false);
  });

  it("recognises keys", () => {
    expect(isMessageKey("profile:validation.phone")).toBe(true);
    expect(isMessageKey("Required")).toBe(false);
    expect(isMessageKey(null)).toBe(false);
  });
});
