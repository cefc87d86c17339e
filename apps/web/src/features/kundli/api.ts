import { useQuery } from "@tanstack/react-query";
import type { KundliResponse } from "@vv/shared/kundli";
import { api } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";

/** The profile's Moon and its guna milan with one of the viewer's profiles (the server picks one when none is chosen). */
export function useKundli(slug: string, withProfile: number | undefined) {
  const lang = useTranslation().i18n.language;
  const query = withProfile ? `?withProfile=${withProfile}` : "";
  return useQuery({
    queryKey: ["kundli", slug, withProfile ?? 0, lang],
    queryFn: ({ signal }) =>
      api.get<KundliResponse>(`/kundli/profiles/${encodeURIComponent(slug)}${query}`, signal),
  });
}
