import type { ComponentProps } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormSelect, FormText } from "./fields";

type TextOptions = Pick<
  ComponentProps<typeof FormText>,
  "required" | "multiline" | "maxLength" | "type" | "inputMode" | "placeholder"
> & {
  /** Translation key of the label, `fields.<name>` unless told. */
  label?: string;
  /** Translation key of the hint under the label. */
  hint?: string;
};
type SelectOptions = Pick<ComponentProps<typeof FormSelect>, "required" | "searchable"> & { label?: string };
type Options = ComponentProps<typeof FormSelect>["data"];

/**
 * A board form's fields in one line each: the label is the board's `fields.<name>` (or the key given),
 * the rules come from the shared schema through the form.
 */
export function boardFieldHelpers<T extends FieldValues>(control: Control<T>, t: (key: string) => string) {
  return {
    text(name: Path<T>, { label, hint, ...input }: TextOptions = {}) {
      return (
        <FormText
          control={control}
          name={name}
          label={t(label ?? `fields.${name}`)}
          description={hint ? t(hint) : undefined}
          {...input}
        />
      );
    },
    select(name: Path<T>, data: Options, { label, ...input }: SelectOptions = {}) {
      return (
        <FormSelect
          control={control}
          name={name}
          label={t(label ?? `fields.${name}`)}
          data={data}
          {...input}
        />
      );
    },
  };
}

/** A form's empty values from its schema's fields: "" each, or what `start` says. */
export function emptyValues<Values>(shape: object, start: Record<string, unknown> = {}): Values {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, k in start ? start[k] : ""])) as Values;
}
