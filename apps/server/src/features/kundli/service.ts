import type { Language } from "@vv/shared/i18n";
import type { KundliResponse } from "@vv/shared/kundli";
import { profileSlug } from "@vv/shared/profile";
import { toMarathiDigits } from "@vv/shared/reference";
import { translate } from "../../platform/i18n";
import type { Viewer } from "../profiles/access";
import { fullName } from "../profiles/labels";
import type { BiodataSection } from "../profiles/pdf/types";
import type { ProfileRow, ProfilesRepo } from "../profiles/repo";
import type { ProfilesService } from "../profiles/service";
import { patrikaSection } from "./patrika-pdf";
import { chartOf, chartView, mangalView } from "./patrika-view";
import { gunaBetween, hasMoon, moonView } from "./view";

/** The viewer's profiles a guna score can be computed with: the other gender, approved ones first. */
export async function ownProfilesFor(repo: ProfilesRepo, viewer: Viewer, theirs: ProfileRow) {
  const rows = await repo.listManagedBy(viewer.id);
  return rows
    .filter((r) => r.gender !== theirs.gender && r.id !== theirs.id)
    .sort(
      (a, b) => Number(b.registration_status === "approved") - Number(a.registration_status === "approved"),
    );
}

export const asOwn = (row: ProfileRow) => ({
  ...row,
  slug: profileSlug(row.registration_number ?? row.id, row.first_name, row.last_name),
  fullName: fullName(row),
});

export function kundliService(profiles: ProfilesService, repo: ProfilesRepo) {
  return {
    /** The viewed profile's Moon and its guna with one of the viewer's own profiles. */
    async forProfile(
      viewer: Viewer,
      slug: string,
      withProfileId: number | undefined,
      lang: Language,
    ): Promise<KundliResponse> {
      const { row } = await profiles.resolveVisible(viewer, slug);
      const own = await ownProfilesFor(repo, viewer, row);
      const chosen = own.find((r) => r.id === withProfileId) ?? own.find(hasMoon) ?? own[0];
      const guna = chosen ? gunaBetween(asOwn(chosen), row, lang) : null;
      const gunaMissing = guna
        ? null
        : !chosen
          ? "noOwnProfile"
          : !hasMoon(chosen)
            ? "ownUnavailable"
            : "theirsUnavailable";
      const chart = chartOf(row);
      return {
        moon: moonView(row, lang),
        chart: chartView(chart, lang),
        mangal: mangalView(chart, row, lang),
        ownProfiles: own.map((r) => ({ id: r.id, fullName: fullName(r), hasMoon: hasMoon(r) })),
        guna,
        gunaMissing,
      };
    },

    /** The biodata PDF's sections: the birth chart with Mangal dosha, then the Moon and guna milan. */
    async biodataSections(viewer: Viewer, slug: string, lang: Language): Promise<BiodataSection[]> {
      const k = await this.forProfile(viewer, slug, undefined, lang);
      return [patrikaSection(k, lang), horoscopeSection(k, lang)];
    },
  };
}
export type KundliService = ReturnType<typeof kundliService>;

/** The Moon, and the guna milan when the downloading family has a profile with a known Moon. */
function horoscopeSection(k: KundliResponse, lang: Language): BiodataSection {
  const num = (n: number) => (lang === "mr" ? toMarathiDigits(n) : String(n));
  const of = (points: number, max: number) =>
    translate(lang, "matches:kundli.pdf.kootaLine", { points: num(points), max: num(max) });
  const rows: BiodataSection["rows"] =
    k.moon.precision === "unavailable"
      ? [
          {
            labelKey: "matches:kundli.moon.nakshatra",
            value: translate(lang, "matches:kundli.pdf.unavailable"),
          },
        ]
      : [
          { labelKey: "matches:kundli.moon.nakshatra", value: k.moon.nakshatra?.name ?? "" },
          { labelKey: "matches:kundli.moon.pada", value: k.moon.pada === null ? "" : num(k.moon.pada) },
          { labelKey: "matches:kundli.moon.rashi", value: k.moon.rashi?.name ?? "" },
        ];
  if (k.guna) {
    const dosha = [
      k.guna.nadiDosha ? translate(lang, "matches:kundli.guna.nadiDosha") : "",
      k.guna.bhakootDosha ? translate(lang, "matches:kundli.guna.bhakootDosha") : "",
    ].filter(Boolean);
    rows.push(
      { labelKey: "matches:kundli.guna.with", value: k.guna.withProfile.fullName },
      ...k.guna.kootas.map((g) => ({
        labelKey: `matches:kundli.kootas.${g.koota}.name`,
        value: of(g.points, g.max),
      })),
      { labelKey: "matches:kundli.pdf.total", value: of(k.guna.total, k.guna.max) },
      {
        labelKey: "matches:kundli.pdf.dosha",
        value: dosha.length ? dosha.join("\n") : translate(lang, "matches:kundli.guna.noDosha"),
      },
    );
    if (k.guna.precision === "approximate")
      rows.push({
        labelKey: "matches:kundli.pdf.note",
        value: translate(lang, "matches:kundli.guna.approximate"),
      });
  }
  return { titleKey: "matches:kundli.pdf.section", rows: rows.filter((r) => r.value !== "") };
}
