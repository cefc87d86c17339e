import type { TFunction } from "i18next";

/**
 * Shared zod schemas carry translation keys as messages ("ns:key", optionally "ns:key|{json vars}");
 * the server translates them the same way (translateIssueMessage), so form and API say the same.
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = "", rawVars] = message.split("|", 2);
  let vars: Record<string, unknown> = {};
  if (rawVars) {
    try {
      vars = JSON.parse(rawVars) as Record<string, unknown>;
    } catch {
      vars = {};
    }
  }
  if (!/^[\w-]+:[\w.]+$|^[\w.]+$/.test(key)) return message;
  return t(key, vars) as string;
}
