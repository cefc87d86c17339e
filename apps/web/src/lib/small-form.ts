import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { ZodType } from "zod";

type Messages<T> = Partial<Record<keyof T & string, string>>;

/**
 * A form of a few text fields checked by a shared zod schema, for the screens whose first load must
 * stay small (/login: react-hook-form and zod together weigh 30 KB of gzip). The schema (and zod)
 * load on the first submit; offline, the values pass unchecked and the API, which validates with the
 * same schema, answers instead. Messages are the schema's translation keys, as with react-hook-form.
 */
export function useSmallForm<T extends Record<string, string>>(
  initial: T,
  loadSchema: () => Promise<ZodType>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<T>>({});
  const schema = useRef<ZodType | null>(null);

  const setValue = (name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Props for a Mantine input: its value, and a change that clears its message. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
  });

  async function check(): Promise<{ data: T } | { errors: Messages<T> }> {
    try {
      schema.current ??= await loadSchema();
    } catch {
      return { data: values };
    }
    const result = schema.current.safeParse(values);
    if (result.success) return { data: result.data as T };
    const found: Messages<T> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as keyof T & string;
      found[name] ??= issue.message;
    }
    return { errors: found };
  }

  const handleSubmit =
    (
      onValid: (data: T) => Promise<void> | void,
      onInvalid: (errors: Record<string, { message?: string }>) => void,
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const outcome = await check();
      if ("errors" in outcome) {
        setErrors(outcome.errors);
        onInvalid(
          Object.fromEntries(Object.entries(outcome.errors).map(([name, message]) => [name, { message }])),
        );
        return;
      }
      setErrors({});
      await onValid(outcome.data);
    };

  return {
    values,
    errors,
    field,
    setValue,
    /** Puts a message next to a field (the server's answer for it). */
    setError: (name: keyof T & string, error: { message?: string }) =>
      setErrors((current) => ({ ...current, [name]: error.message })),
    reset: (next: T) => {
      setValues(next);
      setErrors({});
    },
    handleSubmit,
  };
}
