import { Select, Textarea, TextInput } from "@mantine/core";
import type { ComponentProps } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "../../lib/i18n";
import { translateMessage } from "../../lib/translate-message";

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  description?: string;
}

/** The field's error (a translation key from the shared schema, or the server's text) in the page's language. */
function useField<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { t } = useTranslation(["common"]);
  const { field, fieldState } = useController({ control, name });
  return { field, error: translateMessage(t, fieldState.error?.message) };
}

const asText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  multiline,
  ...input
}: FieldProps<T> & { multiline?: boolean } & Pick<
    ComponentProps<typeof TextInput>,
    "maxLength" | "type" | "inputMode" | "autoComplete" | "min" | "max" | "placeholder"
  >) {
  const { field, error } = useField(control, name);
  const common = {
    label,
    description,
    withAsterisk: required,
    error,
    name: field.name,
    value: asText(field.value),
    onChange: (e: { currentTarget: { value: string } }) => field.onChange(e.currentTarget.value),
    onBlur: field.onBlur,
    maxLength: input.maxLength,
  };
  return (
    <div data-field={name}>
      {multiline ? (
        <Textarea {...common} ref={field.ref} autosize minRows={3} maxRows={10} />
      ) : (
        <TextInput {...common} {...input} ref={field.ref} />
      )}
    </div>
  );
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  data,
  searchable,
  onPicked,
}: FieldProps<T> & {
  data: ComponentProps<typeof Select>["data"];
  searchable?: boolean;
  onPicked?: (value: string | null) => void;
}) {
  const { field, error } = useField(control, name);
  return (
    <div data-field={name}>
      <Select
        label={label}
        description={description}
        withAsterisk={required}
        error={error}
        data={data}
        searchable={searchable}
        value={asText(field.value) || null}
        onChange={(value) => {
          field.onChange(value ?? "");
          onPicked?.(value === null ? null : String(value));
        }}
        onBlur={field.onBlur}
        ref={field.ref}
        comboboxProps={{ zIndex: 300 }}
        allowDeselect={false}
      />
    </div>
  );
}
