import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { i18n } from "../../lib/i18n";
import { notifyError, notifyValidation } from "../../lib/notify";

/** Form checks failed in the browser: the first message as a 5-second snackbar. */
export function reportInvalid(errors: object) {
  const first = (Object.values(errors) as ({ message?: unknown } | undefined)[]).find(
    (e) => typeof e?.message === "string",
  );
  const text = translateFieldMessage(i18n.t, first?.message as string | undefined);
  if (text) notifyValidation(text);
}

/**
 * A failed call: field messages go next to their fields (and the first into a 5-second snackbar);
 * anything else is a 10-second red snackbar with the server's translated message.
 */
/** react-hook-form's setError, or useSmallForm's. */
type SetFieldError = (name: never, error: { type: string; message: string }) => void;

export function reportApiError(error: unknown, setError?: SetFieldError, fields: readonly string[] = []) {
  if (!(error instanceof ApiError)) {
    notifyError(i18n.t("errors.network"));
    return;
  }
  const own = Object.entries(error.fields).filter(([name]) => fields.includes(name));
  if (setError && own.length > 0) {
    for (const [name, message] of own) setError(name as never, { type: "server", message });
    notifyValidation(own[0]?.[1] ?? error.message);
    return;
  }
  notifyError(error.message);
}
