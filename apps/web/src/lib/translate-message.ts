/**
 * Validation messages travel as translation keys: "ns:key" (or a dotted "key.path" of the default
 * namespace), optionally followed by "|" and a JSON object of variables, e.g.
 * `common:validation.tooLong|{"max":30}` (see @vv/shared/profile). The server answers with text it
 * already translated; such text passes through unchanged.
 */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

const KEY_MESSAGE = /^(?:([a-z][\w-]*):([\w-]+(?:\.[\w-]+)*)|([a-z][\w-]*(?:\.[\w-]+)+))(?:\|(\{.*\}))?$/s;

export interface MessageKey {
  key: string;
  vars: Record<string, unknown>;
}

/** Splits "ns:key|{json}" into the key and its variables; null when the text is not a key. */
export function parseMessageKey(message: string): MessageKey | null {
  const match = KEY_MESSAGE.exec(message.trim());
  if (!match) return null;
  let vars: Record<string, unknown> = {};
  if (match[4]) {
    try {
      const parsed: unknown = JSON.parse(match[4]);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        vars = parsed as Record<string, unknown>;
    } catch {
      // malformed variables: translate the key without them
    }
  }
  return { key: match[3] ?? `${match[1]}:${match[2]}`, vars };
}

/** The text to show for a validation message, in the current language. */
export function translateMessage(t: Translate, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const parsed = parseMessageKey(message);
  return parsed ? t(parsed.key, parsed.vars) : message;
}

/** True when the message is a translation key rather than ready-made text. */
export function isMessageKey(message: string | null | undefined): boolean {
  return !!message && parseMessageKey(message) !== null;
}
