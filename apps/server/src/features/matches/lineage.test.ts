import { DEFAULT_LINEAGE_SETTINGS, lineageKey } from "@vv/shared/lineage";
import { beforeAll, expect, it } from "vitest";
import { backfillLineageKeys } from "../../db/migrations/115-lineage-keys";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

describeEachDialect("gotra, devak and kuldaivat", (ctx) => {
  let family: Actor;
  let other: Actor;
  let groom: Awaited<ReturnType<typeof createProfile>>;
  let sameGotra: Awaited<ReturnType<typeof createProfile>>;
  let sameDevak: Awaited<ReturnType<typeof createProfile>>;
  let unrelated: Awaited<ReturnType<typeof createProfile>>;
  const get = (who: Actor, url: string, lang = "en") =>
    ctx().app.inject({
      method: "GET",
      url: `/api/v1${url}`,
      headers: { ...who.headers, "accept-language": lang },
    });
  const matchIds = async () =>
    ((await get(family, `/matches/${groom.id}`)).json().items as { id: number }[]).map((i) => i.id);
  const rule = (excludeSameGotra: boolean, excludeSameDevak: boolean) =>
    ctx().app.services.settings.update({
      lineage: { ...DEFAULT_LINEAGE_SETTINGS, excludeSameGotra, excludeSameDevak },
    });

  beforeAll(async () => {
    const { app } = ctx();
    family = await actor(app);
    other = await actor(app);
    groom = await createProfile(app, family, 1, {
      gotra: "काश्यप",
      devak: "पंचपल्लव",
      kuldaivat: "खंडोबा (जेजुरी)",
    });
    // Written with other spacing: the same gotra.
    sameGotra = await createProfile(app, other, 2, { gotra: " काश्यप ", devak: "वड" });
    sameDevak = await createProfile(app, other, 2, { gotra: "भारद्वाज", devak: "पंचपल्लव" });
    unrelated = await createProfile(app, other, 2, { gotra: "Own words gotra", devak: "" });
    for (const p of [groom, sameGotra, sameDevak, unrelated]) await approve(app, p.id);
  });

  it("are stored as written, shown on the details page and kept for the form", async () => {
    const form = (await get(family, `/profiles/${groom.id}/form`)).json().values;
    expect(form).toMatchObject({ gotra: "काश्यप", devak: "पंचपल्लव", kuldaivat: "खंडोबा (जेजुरी)" });
    const details = (await get(other, `/profiles/${groom.slug}`, "mr")).body;
    for (const [key, value] of [
      ["gotra", "काश्यप"],
      ["devak", "पंचपल्लव"],
      ["kuldaivat", "खंडोबा (जेजुरी)"],
    ])
      expect(details).toContain(JSON.stringify({ key, value }));
  });

  it("leave matches alone until the committee rules a shared gotra or devak out", async () => {
    await rule(false, false);
    expect(await matchIds()).toEqual(expect.arrayContaining([sameGotra.id, sameDevak.id, unrelated.id]));
    await rule(true, false);
    let ids = await matchIds();
    expect(ids).not.toContain(sameGotra.id);
    expect(ids).toEqual(expect.arrayContaining([sameDevak.id, unrelated.id]));
    await rule(true, true);
    ids = await matchIds();
    expect(ids).not.toContain(sameGotra.id);
    expect(ids).not.toContain(sameDevak.id);
    expect(ids).toContain(unrelated.id);
  });

  it("the details page of such a profile says so plainly to the viewing family", async () => {
    await rule(true, true);
    const same = (await get(family, `/kundli/profiles/${sameGotra.slug}`)).json();
    expect(same.sameLineage).toMatchObject({ gotra: true, devak: false });
    const devak = (await get(family, `/kundli/profiles/${sameDevak.slug}`)).json();
    expect(devak.sameLineage).toMatchObject({ gotra: false, devak: true });
    expect((await get(family, `/kundli/profiles/${unrelated.slug}`)).json().sameLineage).toBeNull();
    await rule(false, false);
    expect((await get(family, `/kundli/profiles/${sameGotra.slug}`)).json().sameLineage).toBeNull();
  });

  it("the committee's lists and rules are in the public settings", async () => {
    await rule(true, false);
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/config" });
    const config = res.json();
    expect(res.statusCode).toBe(200);
    expect(config.lineage.gotras).toContain("काश्यप");
    expect(config.lineage).toMatchObject({ excludeSameGotra: true, excludeSameDevak: false });
  });

  it("leave out the same pairs on both databases when written with other case or Latin accents", async () => {
    const { app } = ctx();
    const viewer = await actor(app);
    const bride = await createProfile(app, viewer, 2, { gotra: "Kāśyap", devak: "Ōdumbar" });
    const accented = await createProfile(app, other, 1, { gotra: "KĀŚYAP", devak: "umbar" });
    const plain = await createProfile(app, other, 1, { gotra: "kasyap", devak: "ODUMBAR" });
    const devanagari = await createProfile(app, other, 1, { gotra: "काश्यप", devak: "उंबर" });
    for (const p of [bride, accented, plain, devanagari]) await approve(app, p.id);
    const ids = async () =>
      ((await get(viewer, `/matches/${bride.id}`)).json().items as { id: number }[]).map((i) => i.id);
    await rule(true, false);
    let found = await ids();
    expect(found).not.toContain(accented.id);
    expect(found).not.toContain(plain.id);
    expect(found).toContain(devanagari.id);
    await rule(false, true);
    found = await ids();
    expect(found).toContain(accented.id);
    expect(found).not.toContain(plain.id);
    await rule(false, false);
  });

  it("keys are written on save and filled for rows stored before them", async () => {
    const { db } = ctx().database;
    const row = await db
      .selectFrom("profiles")
      .select(["gotra_key", "devak_key"])
      .where("id", "=", sameGotra.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gotra_key: lineageKey("काश्यप"), devak_key: "वड" });
    await db.updateTable("profiles").set({ gotra_key: null, devak_key: null }).execute();
    await backfillLineageKeys(db);
    const keys = await db
      .selectFrom("profiles")
      .select(["gotra_key", "devak_key"])
      .where("id", "in", [groom.id, unrelated.id])
      .orderBy("id")
      .execute();
    expect(keys).toEqual([
      { gotra_key: "काश्यप", devak_key: "पंचपल्लव" },
      { gotra_key: "own words gotra", devak_key: null },
    ]);
  });

  it("the key drops Latin accents but keeps Devanagari signs", () => {
    expect(lineageKey(" Kāśyap  ")).toBe("kasyap");
    expect(lineageKey("कश्यप")).not.toBe(lineageKey("काश्यप"));
    expect(lineageKey("देवक़")).not.toBe(lineageKey("देवक"));
  });
});
