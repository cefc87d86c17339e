import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunaMilan, moonPlacements } from "@vv/shared/kundli";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

/**
 * Birth details with known Moons (checked against Meeus' lunar theory in moon.test.ts):
 * 10 Mar 1994 06:15 IST: Dhanishta pada 2, Capricorn; 22 Nov 1997 21:40 IST: Purva Phalguni pada 1,
 * Leo. Their guna milan, worked by hand: varna 0 (vaishya groom, kshatriya bride), vashya 0.5
 * (chatushpada/vanachara), tara 1.5 (13 good, 16 bad), yoni 2 (lion/rat), maitri 0 (Saturn and Sun
 * enemies), gana 0 (rakshasa groom, manushya bride), bhakoot 0 (6/8), nadi 0 (both madhya): 4.
 */
const GROOM_BIRTH = {
  dateOfBirth: "1994-03-10",
  birthHour: 6,
  birthMinute: 15,
  birthAmPm: "AM",
  zodiacId: 10,
};
const BRIDE_BIRTH = {
  dateOfBirth: "1997-11-22",
  birthHour: 9,
  birthMinute: 40,
  birthAmPm: "PM",
  zodiacId: 1,
};

describeEachDialect("kundli API", (ctx) => {
  let groomFamily: Actor;
  let brideFamily: Actor;
  let stranger: Actor;
  let groom: Awaited<ReturnType<typeof createProfile>>;
  let bride: Awaited<ReturnType<typeof createProfile>>;
  let noTime: Awaited<ReturnType<typeof createProfile>>;
  const get = (who: Actor, url: string, lang = "en") =>
    ctx().app.inject({
      method: "GET",
      url: `/api/v1${url}`,
      headers: { ...who.headers, "accept-language": lang },
    });

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    brideFamily = await actor(app);
    stranger = await actor(app, { is_bride_groom_access: 0 });
    groom = await createProfile(app, groomFamily, 1, GROOM_BIRTH);
    bride = await createProfile(app, brideFamily, 2, BRIDE_BIRTH);
    noTime = await createProfile(app, brideFamily, 2, {
      dateOfBirth: "1996-06-11",
      birthTimeUnknown: true,
      birthHour: "",
      birthMinute: "",
      birthAmPm: "",
    });
    for (const p of [groom, bride, noTime]) await approve(app, p.id);
  });

  it("stores and shows the Moon computed from the birth details, and a differing declared sign", async () => {
    const res = await get(groomFamily, `/kundli/profiles/${bride.slug}`);
    expect(res.statusCode).toBe(200);
    const { moon } = res.json();
    expect(moon).toMatchObject({
      precision: "exact",
      nakshatra: { id: 11, name: "Purva Phalguni" },
      pada: 1,
      rashi: { id: 5, name: "Leo (Simha)" },
      declaredRashi: { id: 1, name: "Aries (Mesh)" },
    });
    const own = (await get(groomFamily, `/kundli/profiles/${groom.slug}`)).json();
    expect(own.moon).toMatchObject({
      nakshatra: { id: 23 },
      pada: 2,
      rashi: { id: 10 },
      declaredRashi: null,
    });
  });

  it("scores the guna milan with the viewer's own profile of the other gender, koota by koota", async () => {
    const res = await get(groomFamily, `/kundli/profiles/${bride.slug}`);
    const { guna, gunaMissing } = res.json();
    expect(gunaMissing).toBeNull();
    expect(guna.withProfile.id).toBe(groom.id);
    expect(guna.precision).toBe("exact");
    expect(guna.kootas.map((k: { points: number }) => k.points)).toEqual([0, 0.5, 1.5, 2, 0, 0, 0, 0]);
    expect(guna.kootas.map((k: { max: number }) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(guna).toMatchObject({ total: 4, max: 36, nadiDosha: true, bhakootDosha: true });
    // The bride's family sees the same score from its side.
    const theirs = (
      await get(brideFamily, `/kundli/profiles/${groom.slug}?withProfile=${bride.id}`, "mr")
    ).json();
    expect(theirs.guna.total).toBe(4);
    expect(theirs.guna.kootas[7].explanation).toContain("नाडी");
    expect(theirs.moon.nakshatra.name).toBe("धनिष्ठा");
  });

  it("without a birth time: approximate or unavailable, never a made-up figure", async () => {
    const res = (await get(groomFamily, `/kundli/profiles/${noTime.slug}`)).json();
    // The Moon crosses from one nakshatra to the next on 11 June 1996 (IST).
    expect(res.moon).toEqual({
      precision: "unavailable",
      nakshatra: null,
      pada: null,
      rashi: null,
      declaredRashi: null,
    });
    expect(res.guna).toBeNull();
    expect(res.gunaMissing).toBe("theirsUnavailable");
    const mine = (await get(brideFamily, `/kundli/profiles/${groom.slug}?withProfile=${noTime.id}`)).json();
    expect(mine.guna).toBeNull();
    expect(mine.gunaMissing).toBe("ownUnavailable");
  });

  it("adds the horoscope and the guna milan to the biodata PDF of a family with a profile of the other gender", async () => {
    const pdf = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${bride.slug}/pdf?lang=en`,
      headers: groomFamily.headers,
    });
    expect(pdf.statusCode).toBe(200);
    if (spawnSync("pdftotext", ["-v"]).status !== 0) return; // text checks need poppler-utils (.ci/run installs it)
    const file = join(mkdtempSync(join(tmpdir(), "vv-kundli-")), "b.pdf");
    writeFileSync(file, pdf.rawPayload);
    const text = spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
    expect(text).toContain("Horoscope and guna milan");
    expect(text).toContain("Purva Phalguni");
    expect(text).toContain("4 of 36");
    expect(text).toContain("Nadi dosha");
    // A family with no groom profile gets the Moon but no guna.
    const other = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${bride.slug}/pdf?lang=en`,
      headers: brideFamily.headers,
    });
    writeFileSync(file, other.rawPayload);
    const otherText = spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
    expect(otherText).toContain("Purva Phalguni");
    expect(otherText).not.toContain("of 36");
  });

  it("is refused like the profile itself to members who may not see it", async () => {
    const res = await get(stranger, `/kundli/profiles/${bride.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Purva Phalguni");
  });

  it("the guna table in the database equals the shared rules for all 36 x 36 Moon placements", async () => {
    const rows = await ctx().database.db.selectFrom("guna_scores").selectAll().execute();
    expect(rows).toHaveLength(36 * 36);
    const placements = moonPlacements();
    const byKey = new Map(
      rows.map((r) => [`${r.groom_nakshatra}/${r.groom_rashi}/${r.bride_nakshatra}/${r.bride_rashi}`, r]),
    );
    for (const g of placements)
      for (const b of placements) {
        const r = gunaMilan(g, b);
        const row = byKey.get(`${g.nakshatra}/${g.rashi}/${b.nakshatra}/${b.rashi}`);
        expect(row && [row.total_halves, row.nadi_dosha, row.bhakoot_dosha]).toEqual([
          r.total * 2,
          r.nadiDosha ? 1 : 0,
          r.bhakootDosha ? 1 : 0,
        ]);
      }
  });
});
