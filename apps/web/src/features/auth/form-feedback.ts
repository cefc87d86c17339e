import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { i18n } from "../../lib/i18n";
import { notifyError, notifyValidation } from "../../lib/notify";

/** Form checks failed in the browser: the first message as a 5-second snackbar. */
export function reportInvalid<T extends FieldValues>(errors: FieldErrors<T>) {
  const first = Object.values(errors).find((e) => typeof e?.message === "string");
  const text = translateFieldMessage(i18n.t, first?.message as string | undefined);
  if (text) notifyValidation(text);
}

/**
 * A failed call: field messages go next to their fields (and the first into a 5-second snackbar);
 * anything else is a 10-second red snackbar with the server's translated message.
 */
export function reportApiError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly string[] = [],
) {
  if (!(error instanceof ApiError)) {
    notifyError(i18n.t("errors.network"));
    return;
  }
  const own = Object.entries(error.fields).filter(([name]) => fields.includes(name));
  if (setError && own.length > 0) {
    for (const [name, message] of own) setError(name as Path<T>, { type: "server", message });
    notifyValidation(own[0]?.[1] ?? error.message);
    return;
  }
  notifyError(error.message);
}
