import { Select, TextInput } from "@mantine/core";
import { LINEAGE_MAX, type LineageField } from "@vv/shared/lineage";
import type { ProfileFormValues } from "@vv/shared/profile";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { useSiteConfig } from "../../settings-api";

const OTHER = "__other";

/** One of gotra, devak, kuldaivat: the committee's list, or "Other" with the family's own words. */
function LineageSelect({ name, list }: { name: LineageField; list: readonly string[] }) {
  const { t } = useTranslation(["profile", "common"]);
  const { control } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === "string" ? field.value : "";
  const [other, setOther] = useState(value !== "" && !list.includes(value));
  const chosen = other ? OTHER : value || null;
  return (
    <div data-field={name}>
      <Select
        label={t(`fields.${name}`)}
        placeholder={t("form.select")}
        data={[...list.map((v) => ({ value: v, label: v })), { value: OTHER, label: t("lineage.other") }]}
        value={chosen}
        searchable
        clearable
        comboboxProps={{ zIndex: 300 }}
        nothingFoundMessage={t("list.noData")}
        onChange={(next) => {
          setOther(next === OTHER);
          field.onChange(next && next !== OTHER ? next : "");
        }}
        error={other ? undefined : translateMessage(t, fieldState.error?.message)}
      />
      {other && (
        <TextInput
          mt="xs"
          ref={field.ref}
          aria-label={t("lineage.otherLabel", { field: t(`fields.${name}`) })}
          placeholder={t("lineage.otherLabel", { field: t(`fields.${name}`) })}
          maxLength={LINEAGE_MAX}
          value={value}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={translateMessage(t, fieldState.error?.message)}
        />
      )}
    </div>
  );
}

/** Gotra, devak and kuldaivat, each optional, from the lists the committee keeps in settings. */
export function LineageFields() {
  const { data: config } = useSiteConfig();
  const lists = config?.lineage;
  return (
    <>
      <LineageSelect name="gotra" list={lists?.gotras ?? []} />
      <LineageSelect name="devak" list={lists?.devaks ?? []} />
      <LineageSelect name="kuldaivat" list={lists?.kuldaivats ?? []} />
    </>
  );
}
