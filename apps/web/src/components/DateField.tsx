import "@mantine/dates/styles.css";
import "dayjs/locale/mr";
import { DateInput, type DateInputProps } from "@mantine/dates";
import { localNumber } from "@vv/shared/numbers";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "../lib/i18n";
import { translateMessage } from "../lib/translate-message";
import { parseDateText } from "./date-text";

type DateFieldProps = Omit<DateInputProps, "value" | "onChange" | "minDate" | "maxDate"> & {
  /** "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
};

/**
 * A date in the site's language instead of the browser's "mm/dd/yyyy": a calendar with Marathi or
 * English month and day names, the date written dd/mm/yyyy in the reader's digits, and typing
 * accepted as dd/mm/yyyy or yyyy-mm-dd (in either script).
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <DateInput
      locale={lang.startsWith("mr") ? "mr" : "en"}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
      valueFormat={(date) => {
        const [y, m, d] = date.slice(0, 10).split("-");
        return localNumber(`${d}/${m}/${y}`, lang);
      }}
      dateParser={parseDateText}
      renderDay={(date) => localNumber(Number(date.slice(8, 10)), lang)}
      clearable
      {...props}
    />
  );
}

/** DateField bound to a react-hook-form field (its error translated like every other field's). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  required,
  ...props
}: Omit<DateFieldProps, "value" | "onChange" | "error"> & {
  control: Control<T>;
  name: Path<T>;
  required?: boolean;
}) {
  const { t } = useTranslation(["common"]);
  const { field, fieldState } = useController({ control, name });
  return (
    <div data-field={name}>
      <DateField
        {...props}
        withAsterisk={required}
        name={field.name}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        error={translateMessage(t, fieldState.error?.message)}
      />
    </div>
  );
}
