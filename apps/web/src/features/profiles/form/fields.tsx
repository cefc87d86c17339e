import type { Primitive } from "@mantine/core";
import { Group as MGroup, Radio, Select, Textarea, TextInput } from "@mantine/core";
import type { ProfileFormValues } from "@vv/shared/profile";
import type { ReactNode } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import type { FieldName } from "./form-values";

interface BaseProps {
  name: FieldName;
  /** Key under profile:fields. */
  label: string;
  required?: boolean;
  description?: ReactNode;
}

/** Field state for one form field, with its error translated into the current language. */
function useField(name: FieldName) {
  const { t } = useTranslation(["profile", "common"]);
  const { control } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ control, name });
  return { field, error: translateMessage(t, fieldState.error?.message), t };
}

interface TextFieldProps extends BaseProps {
  maxLength?: number;
  multiline?: boolean;
  inputMode?: "text" | "numeric" | "tel";
  autoComplete?: string;
  disabled?: boolean;
}

export function TextField({
  name,
  label,
  required,
  description,
  maxLength,
  multiline,
  ...rest
}: TextFieldProps) {
  const { field, error, t } = useField(name);
  const common = {
    label: t(`fields.${label}`),
    description,
    withAsterisk: required,
    error,
    maxLength,
    name: field.name,
    value: typeof field.value === "string" || typeof field.value === "number" ? String(field.value) : "",
    onChange: (e: { currentTarget: { value: string } }) => field.onChange(e.currentTarget.value),
    onBlur: field.onBlur,
    "aria-required": required || undefined,
    disabled: rest.disabled,
  };
  return (
    <div data-field={name}>
      {multiline ? (
        <Textarea {...common} ref={field.ref} autosize minRows={2} maxRows={6} />
      ) : (
        <TextInput
          {...common}
          ref={field.ref}
          inputMode={rest.inputMode}
          type={rest.inputMode === "tel" ? "tel" : "text"}
          autoComplete={rest.autoComplete ?? "off"}
        />
      )}
    </div>
  );
}

export interface Option<V extends Primitive> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends Primitive> extends BaseProps {
  data: Option<V>[];
  searchable?: boolean;
  clearable?: boolean;
  /** Called after the user picks a value (e.g. a new religion resets the caste). */
  onPicked?: (value: V | undefined) => void;
}

export function SelectField<V extends Primitive>({
  name,
  label,
  required,
  description,
  data,
  searchable,
  clearable,
  onPicked,
}: SelectFieldProps<V>) {
  const { field, error, t } = useField(name);
  const value = data.some((o) => o.value === field.value) ? (field.value as V) : null;
  return (
    <div data-field={name}>
      <Select<V>
        ref={field.ref}
        name={field.name}
        label={t(`fields.${label}`)}
        description={description}
        placeholder={t("form.select")}
        withAsterisk={required}
        error={error}
        data={data}
        value={value}
        searchable={searchable}
        clearable={clearable || !required}
        allowDeselect={!required}
        nothingFoundMessage={t("list.noData")}
        comboboxProps={{ zIndex: 300 }}
        onChange={(next) => {
          field.onChange(next ?? undefined);
          onPicked?.(next ?? undefined);
        }}
        onBlur={field.onBlur}
        aria-required={required || undefined}
      />
    </div>
  );
}

interface RadioFieldProps<V extends string | number> extends BaseProps {
  data: Option<V>[];
}

/** Two or three choices read better as radio buttons than as a drop-down. */
export function RadioField<V extends string | number>({ name, label, required, data }: RadioFieldProps<V>) {
  const { field, error, t } = useField(name);
  return (
    <div data-field={name}>
      <Radio.Group
        label={t(`fields.${label}`)}
        withAsterisk={required}
        error={error}
        name={field.name}
        value={field.value === undefined || field.value === null ? "" : String(field.value)}
        onChange={(v) => field.onChange(data.find((o) => String(o.value) === v)?.value)}
      >
        <MGroup gap="lg" mt={6}>
          {data.map((o, i) => (
            <Radio
              key={String(o.value)}
              value={String(o.value)}
              label={o.label}
              ref={i === 0 ? field.ref : undefined}
            />
          ))}
        </MGroup>
      </Radio.Group>
    </div>
  );
}
