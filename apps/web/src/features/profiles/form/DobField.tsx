import { TextInput } from "@mantine/core";
import type { ProfileFormValues } from "@vv/shared/profile";
import { useEffect, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { dobToIso, formatDobTyping, isoToDob } from "./dob";

/** Date of birth typed as dd/mm/yyyy on the numeric keyboard; the form keeps yyyy-mm-dd. */
export function DobField() {
  const { t } = useTranslation(["profile", "common"]);
  const { control } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ control, name: "dateOfBirth" });
  const stored = typeof field.value === "string" ? field.value : "";
  const [text, setText] = useState(() => isoToDob(stored));

  // A value set from outside (the stored profile arriving) replaces what is shown.
  useEffect(() => {
    setText((current) => (dobToIso(current) === stored || current === stored ? current : isoToDob(stored)));
  }, [stored]);

  return (
    <div data-field="dateOfBirth">
      <TextInput
        ref={field.ref}
        name={field.name}
        label={t("fields.dateOfBirth")}
        description={t("form.dobHint")}
        placeholder={t("form.dobPlaceholder")}
        withAsterisk
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        value={text}
        error={translateMessage(t, fieldState.error?.message)}
        onChange={(e) => {
          const next = formatDobTyping(e.currentTarget.value);
          setText(next);
          field.onChange(dobToIso(next) ?? next);
        }}
        onBlur={field.onBlur}
        aria-required
      />
    </div>
  );
}
