import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GRAHAS, signOf } from "@vv/shared/patrika";
import { beforeAll, expect, it } from "vitest";
import { birthChart } from "../../platform/astro/birth-chart";
import { resolvePlace } from "../../platform/places/gazetteer";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

/** 10 Mar 1994 06:15 IST in Pune (district headquarters), and a day without a birth time. */
const PUNE = "d:2026";
const TIMED = {
  dateOfBirth: "1994-03-10",
  birthHour: 6,
  birthMinute: 15,
  birthAmPm: "AM",
  birthPlaceRef: PUNE,
};
// The Moon stays in Vrishabha all of 14 June 1996 (IST); on 11 June it moves from Mesha into it.
const UNTIMED = {
  dateOfBirth: "1996-06-14",
  birthTimeUnknown: true,
  birthHour: "",
  birthMinute: "",
  birthAmPm: "",
};

describeEachDialect("birth chart and Mangal dosha", (ctx) => {
  let family: Actor;
  let other: Actor;
  let timed: Awaited<ReturnType<typeof createProfile>>;
  let untimed: Awaited<ReturnType<typeof createProfile>>;
  let declared: Awaited<ReturnType<typeof createProfile>>;
  let ownGroom: Awaited<ReturnType<typeof createProfile>>;
  const pune = resolvePlace(PUNE);
  const expected = birthChart({
    dateOfBirth: TIMED.dateOfBirth,
    birthTime: "06:15 AM",
    timeZone: "Asia/Kolkata",
    latitude: pune?.latitude,
    longitude: pune?.longitude,
  });
  const get = (who: Actor, url: string, lang = "en") =>
    ctx().app.inject({
      method: "GET",
      url: `/api/v1${url}`,
      headers: { ...who.headers, "accept-language": lang },
    });

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    other = await actor(app);
    // Families see profiles of the other gender to theirs.
    ownGroom = await createProfile(app, other, 1, TIMED);
    await approve(app, ownGroom.id);
    timed = await createProfile(app, family, 2, TIMED);
    untimed = await createProfile(app, family, 2, UNTIMED);
    // The family declares the opposite of what the chart says.
    declared = await createProfile(app, family, 2, {
      ...TIMED,
      mangalDeclared: expected.mangal.dosha ? "no" : "yes",
    });
    for (const p of [timed, untimed, declared]) await approve(app, p.id);
  });

  it("stores the picked place's coordinates and the Mangal dosha with the profile", async () => {
    const row = await ctx()
      .app.database.db.selectFrom("profiles")
      .select(["birth_place_ref", "birth_latitude", "birth_longitude", "birth_place", "mangal_dosha"])
      .where("id", "=", timed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ birth_place_ref: PUNE, mangal_dosha: Number(expected.mangal.dosha) });
    expect(row.birth_latitude).toBeCloseTo(18.52, 1);
    expect(row.birth_longitude).toBeCloseTo(73.86, 1);
    expect(row.birth_place).not.toBe("");
  });

  it("shows the lagna, the nine grahas in their houses and Mangal dosha with its reason", async () => {
    const res = await get(other, `/kundli/profiles/${timed.slug}`);
    expect(res.statusCode).toBe(200);
    const { chart, mangal } = res.json();
    const lagnaSign = signOf(expected.lagna ?? 0);
    expect(chart).toMatchObject({
      basis: "lagna",
      lagnaMissing: null,
      firstHouseSign: lagnaSign,
      approximate: false,
    });
    expect(chart.lagna.sign.id).toBe(lagnaSign);
    expect(chart.grahas.map((g: { graha: string }) => g.graha)).toEqual([...GRAHAS]);
    for (const g of chart.grahas) {
      expect(g.sign.id).toBe(signOf(expected.grahas[g.graha as keyof typeof expected.grahas]));
      expect(g.house).toBe(((g.sign.id - lagnaSign + 12) % 12) + 1);
    }
    const mars = chart.grahas.find((g: { graha: string }) => g.graha === "mars");
    expect(mangal).toMatchObject({
      computed: expected.mangal.dosha,
      fromLagna: mars.house,
      declared: null,
      effective: expected.mangal.dosha,
    });
    expect(mangal.reason).toContain(`house ${mars.house} from the lagna`);
  });

  it("in Marathi: Marathi graha names and Devanagari house numbers in the reason", async () => {
    const { chart, mangal } = (await get(other, `/kundli/profiles/${timed.slug}`, "mr")).json();
    expect(chart.grahas[0]).toMatchObject({ name: "रवी", short: "र" });
    expect(mangal.reason).toMatch(/लग्नापासून [०-९]+ या स्थानी/);
  });

  it("without a birth time: no lagna, the Moon chart, Mangal from the Moon", async () => {
    const { chart, mangal } = (await get(other, `/kundli/profiles/${untimed.slug}`)).json();
    const noTime = birthChart({ dateOfBirth: UNTIMED.dateOfBirth, birthTime: null });
    expect(chart).toMatchObject({ lagna: null, lagnaMissing: "noTime", basis: "moon", approximate: true });
    expect(chart.firstHouseSign).toBe(noTime.moonSign);
    expect(mangal).toMatchObject({
      fromLagna: null,
      fromMoon: noTime.mangal.fromMoon,
      computed: noTime.mangal.dosha,
    });
  });

  it("without a birth time on a day the Moon changes sign: no chart, Mangal dosha not known", async () => {
    const changing = await createProfile(ctx().app, family, 2, { ...UNTIMED, dateOfBirth: "1996-06-11" });
    await approve(ctx().app, changing.id);
    const { chart, mangal } = (await get(other, `/kundli/profiles/${changing.slug}`)).json();
    expect(chart).toBeNull();
    expect(mangal).toMatchObject({ computed: null, effective: null });
    expect(mangal.reason).toContain("cannot be computed");
  });

  it("the family's declaration wins, and both are shown", async () => {
    const { mangal } = (await get(other, `/kundli/profiles/${declared.slug}`)).json();
    expect(mangal).toMatchObject({
      computed: expected.mangal.dosha,
      declared: expected.mangal.dosha ? "no" : "yes",
      effective: !expected.mangal.dosha,
    });
    const row = await ctx()
      .app.database.db.selectFrom("profiles")
      .select("mangal_dosha")
      .where("id", "=", declared.id)
      .executeTakeFirstOrThrow();
    expect(row.mangal_dosha).toBe(Number(!expected.mangal.dosha));
  });

  it("refuses a birth place that is not in the gazetteer", async () => {
    const res = await ctx().app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${timed.id}`,
      headers: family.headers,
      payload: { ...(await formValues(timed.id)), birthPlaceRef: "in:999999999" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("birthPlaceRef");
  });

  it("editing the birth details recomputes the chart's Mangal dosha", async () => {
    const values = await formValues(untimed.id);
    const res = await ctx().app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${untimed.id}`,
      headers: family.headers,
      payload: { ...values, ...TIMED, birthTimeUnknown: false },
    });
    expect(res.statusCode).toBe(200);
    const { chart, mangal } = (await get(other, `/kundli/profiles/${untimed.slug}`)).json();
    expect(chart.basis).toBe("lagna");
    expect(mangal.fromLagna).toBe(expected.mangal.fromLagna);
  });

  it("draws the chart in the biodata PDF as vectors, with the grahas' signs and Mangal dosha", async () => {
    const pdfText = async (lang: string) => {
      const res = await ctx().app.inject({
        method: "GET",
        url: `/api/v1/profiles/${timed.slug}/pdf?lang=${lang}`,
        headers: other.headers,
      });
      expect(res.statusCode).toBe(200);
      const file = join(mkdtempSync(join(tmpdir(), "vv-patrika-")), "b.pdf");
      writeFileSync(file, res.rawPayload);
      // The chart is lines and text: the only picture is the photo.
      const images = spawnSync("pdfimages", ["-list", file], { encoding: "utf8" })
        .stdout.split("\n")
        .slice(2)
        .filter((l) => l.trim() !== "");
      expect(images.length).toBeLessThanOrEqual(1);
      return spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
    };
    if (spawnSync("pdftotext", ["-v"]).status !== 0) return; // text checks need poppler-utils (.ci/run installs it)
    const en = await pdfText("en");
    expect(en).toContain("Birth chart (patrika)");
    const sunSign = (await get(other, `/kundli/profiles/${timed.slug}`)).json().chart.grahas[0].sign.name;
    expect(en).toContain(`Sun (Ravi) ${sunSign}`);
    expect(en).toMatch(/ Mo | Mo$|\bMo\b/);
    expect(en).toContain(expected.mangal.dosha ? "Mangal dosha: yes" : "Mangal dosha: no");
    expect(en).toContain("from the lagna");
    const mr = await pdfText("mr");
    expect(mr).toContain("मंगळ");
  });

  it("lists and matches filter on Mangal dosha; a preference makes it a match criterion; cards show it", async () => {
    const { db } = ctx().app.database;
    const dosha = new Map(
      (await db.selectFrom("profiles").select(["id", "mangal_dosha"]).execute()).map((r) => [
        r.id,
        r.mangal_dosha,
      ]),
    );
    const ids = async (url: string) =>
      ((await get(other, url)).json().items as { id: number }[]).map((i) => i.id).sort((a, b) => a - b);
    const all = await ids("/profiles?gender=2");
    const withM = await ids("/profiles?gender=2&mangal=with");
    const without = await ids("/profiles?gender=2&mangal=without");
    expect(withM.every((id) => dosha.get(id) === 1)).toBe(true);
    expect(without.every((id) => dosha.get(id) === 0)).toBe(true);
    expect(all.filter((id) => dosha.get(id) === 1)).toEqual(withM);
    expect(withM.length + without.length).toBeGreaterThan(0);
    // Not known (no chart, no declaration): in neither "with" nor "without", kept by "withoutOrUnknown".
    const unknown = all.filter((id) => dosha.get(id) === null);
    expect(unknown.length).toBeGreaterThan(0);
    expect([...withM, ...without]).not.toEqual(expect.arrayContaining(unknown));
    const withoutOrUnknown = await ids("/profiles?gender=2&mangal=withoutOrUnknown");
    expect(withoutOrUnknown).toEqual([...without, ...unknown].sort((a, b) => a - b));
    expect(all.filter((id) => dosha.get(id) !== 1)).toEqual(withoutOrUnknown);
    // The same filter on the matches of the family's own profile.
    const matchIds = async (q: string) =>
      ((await get(other, `/matches/${ownGroom.id}${q}`)).json().items as { id: number }[]).map((i) => i.id);
    expect((await matchIds("?mangal=with")).every((id) => dosha.get(id) === 1)).toBe(true);
    expect((await matchIds("?mangal=without")).every((id) => dosha.get(id) === 0)).toBe(true);
    const matchUnknownToo = await matchIds("?mangal=withoutOrUnknown");
    expect(matchUnknownToo.some((id) => dosha.get(id) === null)).toBe(true);
    expect(matchUnknownToo.every((id) => dosha.get(id) !== 1)).toBe(true);

    const put = await ctx().app.inject({
      method: "PUT",
      url: `/api/v1/preferences/${ownGroom.id}`,
      headers: other.headers,
      payload: { mangalMustMatch: true },
    });
    expect(put.statusCode).toBe(200);
    const mine = dosha.get(ownGroom.id);
    const cards = (await get(other, `/matches/${ownGroom.id}`)).json().items as {
      id: number;
      mangal: boolean | null;
      checks: { criterion: string; met: boolean }[];
    }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const theirs = dosha.get(card.id);
      expect(card.mangal).toBe(theirs === null || theirs === undefined ? null : theirs === 1);
      const check = card.checks.find((c) => c.criterion === "mangal");
      if (theirs === null || mine === null) expect(check).toBeUndefined();
      else expect(check?.met).toBe(theirs === mine);
    }
  });

  async function formValues(id: number) {
    const res = await get(family, `/profiles/${id}/form`);
    expect(res.statusCode).toBe(200);
    return res.json().values as Record<string, unknown>;
  }

  it("searches birth places in Marathi and English, district headquarters first, and abroad", async () => {
    const mr = (await get(family, `/places?q=${encodeURIComponent("पुणे")}`, "mr")).json();
    expect(mr.places[0]).toMatchObject({ ref: PUNE, name: "पुणे जिल्हा", abroad: false });
    const en = (await get(family, "/places?q=Kolhapur")).json();
    expect(en.places.map((p: { ref: string }) => p.ref)).toContain("d:2016");
    expect(en.places.some((p: { name: string }) => p.name === "Kolhāpur")).toBe(true);
    const abroad = (await get(family, "/places?q=London&abroad=1")).json();
    expect(abroad.places[0]).toMatchObject({ name: "London", abroad: true, detail: "United Kingdom" });
    expect((await ctx().app.inject({ method: "GET", url: "/api/v1/places?q=Pune" })).statusCode).toBe(401);
    // The place a form already holds, by its reference.
    const held = (await get(family, `/places?ref=${PUNE}`)).json();
    expect(held.places).toEqual([expect.objectContaining({ ref: PUNE, name: "Pune district" })]);
    expect((await get(family, "/places?ref=in:999999999")).json().places).toEqual([]);
  });
});
