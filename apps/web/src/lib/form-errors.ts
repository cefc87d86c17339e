import type { TFunction } from "./i18n";
import { translateMessage } from "./translate-message";

/**
 * Shared zod schemas carry translation keys as messages ("ns:key", optionally "ns:key|{json vars}");
 * the server translates them the same way (translateIssueMessage), so form and API say the same.
 * The parsing lives in translate-message.ts (one helper for every form).
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  return translateMessage((key, vars) => t(key, vars) as string, message);
}
