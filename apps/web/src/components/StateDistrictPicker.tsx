import { Select, type SelectProps } from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import { useMemo } from "react";
import { type Control, type FieldValues, type Path, type PathValue, useController } from "react-hook-form";

type States = MasterData["states"];

interface StateDistrictPickerProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's field names, "stateId" and "districtId" unless told. */
  stateName?: Path<T>;
  districtName?: Path<T>;
  states: States;
  lang: string;
  labels: { state: string; district: string; statePlaceholder?: string; districtPlaceholder?: string };
  /** Ids as numbers (sign-up, user edit, profile) or as the select's strings (board forms). */
  numeric?: boolean;
  /** What a cleared select stores: null for numeric ids, "" for strings, unless told (e.g. undefined). */
  emptyValue?: unknown;
  /** The field's error message in the page's language. */
  errorText: (message: string | undefined) => string | undefined;
  /** Shared look: size, searchable, dropdown height... */
  selectProps?: Partial<SelectProps>;
  testIds?: { state?: string; district?: string };
}

const mr = (lang: string) => lang.startsWith("mr");

/**
 * The state and district selects every address form uses: the districts follow the chosen state, and
 * a new state starts with no district chosen (a district belongs to one state).
 */
export function StateDistrictPicker<T extends FieldValues>(props: StateDistrictPickerProps<T>) {
  const {
    control,
    stateName = "stateId" as Path<T>,
    districtName = "districtId" as Path<T>,
    states,
    lang,
    labels,
    numeric,
    errorText,
    selectProps,
    testIds,
  } = props;
  const state = useController({ control, name: stateName });
  const district = useController({ control, name: districtName });
  const stateId = Number(state.field.value) || null;
  const stateOptions = useMemo(
    () => states.map((s) => ({ value: String(s.id), label: mr(lang) ? s.mr : s.en })),
    [states, lang],
  );
  const districtOptions = useMemo(
    () =>
      (states.find((s) => s.id === stateId)?.districts ?? []).map((d) => ({
        value: String(d.id),
        label: mr(lang) ? d.mr : d.en,
      })),
    [states, stateId, lang],
  );
  const empty = "emptyValue" in props ? props.emptyValue : numeric ? null : "";
  const toValue = (value: string | null) =>
    (value ? (numeric ? Number(value) : value) : empty) as PathValue<T, Path<T>>;
  const common = {
    searchable: true,
    allowDeselect: false,
    withAsterisk: true,
    comboboxProps: { zIndex: 300, withinPortal: true },
    ...selectProps,
  };
  return (
    <>
      <div data-field={stateName}>
        <Select
          {...common}
          name={state.field.name}
          label={labels.state}
          placeholder={labels.statePlaceholder}
          data={stateOptions}
          value={state.field.value ? String(state.field.value) : null}
          onChange={(value) => {
            state.field.onChange(toValue(value));
            district.field.onChange(toValue(null));
          }}
          onBlur={state.field.onBlur}
          ref={state.field.ref}
          error={errorText(state.fieldState.error?.message)}
          data-testid={testIds?.state}
        />
      </div>
      <div data-field={districtName}>
        <Select
          {...common}
          name={district.field.name}
          label={labels.district}
          placeholder={labels.districtPlaceholder}
          data={districtOptions}
          value={district.field.value ? String(district.field.value) : null}
          onChange={(value) => district.field.onChange(toValue(value))}
          onBlur={district.field.onBlur}
          ref={district.field.ref}
          error={errorText(district.fieldState.error?.message)}
          data-testid={testIds?.district}
        />
      </div>
    </>
  );
}
