import { Checkbox, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { Place } from "@vv/shared/patrika";
import type { ProfileFormValues } from "@vv/shared/profile";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { api } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";

type Places = { places: Place[] };

/**
 * The birth place picked from the server's gazetteer (its coordinates give the lagna): searched in
 * Marathi or English, a district's headquarters when the village is not listed, or a city abroad.
 * The text field above keeps what the family typed.
 */
export function BirthPlaceField() {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const lang = i18n.language;
  const { control, getValues, setValue } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ control, name: "birthPlaceRef" });
  const ref = typeof field.value === "string" && field.value ? field.value : null;
  const [abroad, setAbroad] = useState(ref?.startsWith("ab:") ?? false);
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search.trim(), 250);
  const held = useQuery({
    queryKey: ["places", "ref", ref, lang],
    queryFn: ({ signal }) => api.get<Places>(`/places?ref=${encodeURIComponent(ref ?? "")}`, signal),
    enabled: ref !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const found = useQuery({
    queryKey: ["places", "search", typed, abroad, lang],
    queryFn: ({ signal }) =>
      api.get<Places>(`/places?q=${encodeURIComponent(typed)}${abroad ? "&abroad=1" : ""}`, signal),
    enabled: typed.length >= 2,
    staleTime: 5 * 60_000,
  });
  const options = new Map<string, Place>();
  for (const p of [...(held.data?.places ?? []), ...(found.data?.places ?? [])]) options.set(p.ref, p);
  const data = [...options.values()].map((p) => ({ value: p.ref, label: `${p.name} — ${p.detail}` }));
  return (
    <div data-field="birthPlaceRef">
      <Select
        ref={field.ref}
        label={t("birthPlace.pick")}
        description={t(abroad ? "birthPlace.abroadHint" : "birthPlace.pickHint")}
        placeholder={t("form.select")}
        data={data}
        value={ref}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already filtered by the typed name, in either script.
        filter={({ options: all }) => all}
        nothingFoundMessage={typed.length >= 2 && !found.isFetching ? t("birthPlace.noResults") : undefined}
        comboboxProps={{ zIndex: 300 }}
        error={translateMessage(t, fieldState.error?.message)}
        onChange={(next) => {
          field.onChange(next ?? "");
          const place = next ? options.get(next) : undefined;
          if (place && !String(getValues("birthPlace") ?? "").trim())
            setValue("birthPlace", place.name.slice(0, 40), { shouldDirty: true });
        }}
        onBlur={field.onBlur}
      />
      <Checkbox
        mt="xs"
        label={t("birthPlace.abroad")}
        checked={abroad}
        onChange={(e) => {
          setAbroad(e.currentTarget.checked);
          field.onChange("");
          setSearch("");
        }}
      />
    </div>
  );
}
