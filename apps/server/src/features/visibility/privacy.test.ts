/**
 * contact and photo privacy: an entitled and a non-entitled member read every answer that
 * carries a profile (details, list, matches, who-viewed, PDF, photo files) and the whole body is
 * searched for the family's numbers and addresses; photo bytes are compared.
 */
import sharp from "sharp";
import { beforeAll, expect, it, vi } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { acceptedInterest, found, pdfText, privateValues } from "../../test/privacy-helpers";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import type { BiodataView } from "../profiles/pdf/types";

type Created = Awaited<ReturnType<typeof createProfile>>;
const imageSize = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return [meta.width, meta.height];
};

describeEachDialect("contact and photo privacy", (ctx) => {
  let brideFamily: Actor;
  let entitled: Actor;
  let stranger: Actor;
  let associate: Actor;
  let admin: Actor;
  /** Default settings: contacts for accepted interests only, photo for all members. */
  let bride: Created;
  /** Registered by an associate: contacts for all members, photo for accepted interests only. */
  let shyBride: Created;
  let entitledGroom: Created;
  let strangerGroom: Created;
  let secrets: string[];
  let shySecrets: string[];
  const get = (who: Actor | null, url: string, lang = "en") =>
    ctx().app.inject({
      method: "GET",
      url: url.startsWith("/api/") ? url : `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": lang },
    });

  beforeAll(async () => {
    const { app } = ctx();
    brideFamily = await actor(app);
    entitled = await actor(app);
    stranger = await actor(app);
    associate = await actor(app, { role: "associate" });
    admin = await actor(app, { role: "admin" });
    bride = await createProfile(app, brideFamily, 2, { firstName: "Sayali", lastName: "Jadhav" });
    shyBride = await createProfile(app, associate, 2, {
      firstName: "Mrunal",
      lastName: "Pawar",
      contactVisibility: "members",
      photoVisibility: "accepted",
    });
    entitledGroom = await createProfile(app, entitled, 1);
    strangerGroom = await createProfile(app, stranger, 1);
    for (const p of [bride, shyBride, entitledGroom, strangerGroom]) await approve(app, p.id);
    await acceptedInterest(app, entitledGroom, bride, entitled);
    await acceptedInterest(app, shyBride, entitledGroom, associate);
    secrets = await privateValues(app, bride.id);
    shySecrets = await privateValues(app, shyBride.id);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a new profile the committee's defaults, and the family's own choice when it makes one", async () => {
    const rows = await ctx()
      .database.db.selectFrom("profiles")
      .select(["id", "contact_visibility", "photo_visibility"])
      .where("id", "in", [bride.id, shyBride.id])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.contact_visibility, r.photo_visibility])).toEqual([
      ["accepted", "members"],
      ["members", "accepted"],
    ]);
    await ctx().app.services.settings.update({ defaultPhotoVisibility: "accepted" });
    const later = await createProfile(ctx().app, brideFamily, 2);
    await ctx().app.services.settings.update({ defaultPhotoVisibility: "members" });
    const row = await ctx()
      .database.db.selectFrom("profiles")
      .select(["contact_visibility", "photo_visibility"])
      .where("id", "=", later.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contact_visibility: "accepted", photo_visibility: "accepted" });
    const mine = (await get(brideFamily, "/profiles/mine")).json().items;
    expect(mine.find((p: { id: number }) => p.id === later.id)).toMatchObject({
      contactVisibility: "accepted",
      photoVisibility: "accepted",
    });
  });

  it("keeps numbers and addresses out of every answer a non-entitled member gets, in both languages", async () => {
    for (const lang of ["en", "mr"]) {
      const details = await get(stranger, `/profiles/${bride.slug}`, lang);
      expect(details.statusCode).toBe(200);
      expect(found(details.body, secrets)).toEqual([]);
      expect(details.json()).toMatchObject({
        contacts: null,
        contactsWithheld: "acceptedOnly",
        privacy: null,
      });
      expect(details.json().contactsNotice).toMatch(lang === "mr" ? /पसंती/ : /interest/);
      const list = await get(stranger, "/profiles", lang);
      expect(list.json().items.map((p: { id: number }) => p.id)).toContain(bride.id);
      expect(found(list.body, secrets)).toEqual([]);
      const matches = await get(stranger, `/matches/${strangerGroom.id}`, lang);
      expect(matches.statusCode).toBe(200);
      expect(found(matches.body, secrets)).toEqual([]);
    }
    // The bride's family sees who viewed it; the viewer's card carries nothing private either way.
    const viewers = await get(brideFamily, `/profiles/${bride.id}/viewers`);
    expect(viewers.statusCode).toBe(200);
    expect(found(viewers.body, await privateValues(ctx().app, strangerGroom.id))).toEqual([]);
  });

  it("shows them to the family whose interest was accepted, and records each showing", async () => {
    const res = await get(entitled, `/profiles/${bride.slug}`);
    expect(res.json().contactsWithheld).toBeNull();
    expect(found(res.body, secrets)).toEqual(secrets);
    // "members" contacts: any member who may browse the profile.
    expect(found((await get(stranger, `/profiles/${shyBride.slug}`)).body, shySecrets)).toEqual(shySecrets);
    const views = await get(brideFamily, `/profiles/${bride.id}/contact-views`);
    expect(views.statusCode).toBe(200);
    expect(views.json().items).toEqual([
      expect.objectContaining({ via: "details", viewerName: expect.any(String) }),
    ]);
    // Not anyone else's to read; admins see it by member.
    expect((await get(stranger, `/profiles/${bride.id}/contact-views`)).statusCode).toBe(404);
    const byUser = await get(admin, `/admin/users/${entitled.user.id}/contact-views`);
    expect(byUser.json().items).toEqual([expect.objectContaining({ profileId: bride.id, via: "details" })]);
    expect((await get(stranger, `/admin/users/${entitled.user.id}/contact-views`)).statusCode).toBe(403);
  });

  it("shows everything to the family, the associate who registered it and admins, without recording", async () => {
    for (const [who, profile, values] of [
      [brideFamily, bride, secrets],
      [associate, shyBride, shySecrets],
      [admin, bride, secrets],
    ] as const) {
      const res = await get(who, `/profiles/${profile.slug}`);
      expect(found(res.body, values)).toEqual(values);
      expect(res.json().photoBlurred).toBe(false);
    }
    expect((await get(brideFamily, `/profiles/${bride.slug}`)).json().privacy).toEqual({
      contactVisibility: "accepted",
      photoVisibility: "members",
    });
    const recorded = await ctx()
      .database.db.selectFrom("contact_views")
      .select("viewer_user_id")
      .where("viewer_user_id", "in", [brideFamily.user.id, associate.user.id, admin.user.id])
      .execute();
    expect(recorded).toEqual([]);
  });

  it("puts contacts in the PDF for the entitled only", async () => {
    const views: BiodataView[] = [];
    const spy = vi.spyOn(ctx().app.services.biodataPdf, "render").mockImplementation(async (view) => {
      views.push(view);
      return Buffer.from("%PDF-1.4 test");
    });
    try {
      expect((await get(stranger, `/profiles/${bride.slug}/pdf`)).statusCode).toBe(200);
      expect((await get(entitled, `/profiles/${bride.slug}/pdf`)).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const text = (v: BiodataView | undefined) => JSON.stringify({ ...v, photoJpeg: undefined });
    expect(found(text(views[0]), secrets)).toEqual([]);
    expect(views[0]?.contacts).toBeUndefined();
    expect(found(text(views[1]), secrets).length).toBeGreaterThanOrEqual(3);
    // The rendered PDFs themselves, where poppler is installed (CI).
    const real = await get(stranger, `/profiles/${bride.slug}/pdf`);
    const extracted = pdfText(real.rawPayload);
    if (extracted !== null) {
      expect(extracted).toContain("Sayali");
      expect(found(extracted, secrets)).toEqual([]);
      const mine = pdfText((await get(entitled, `/profiles/${bride.slug}/pdf`)).rawPayload) ?? "";
      expect(found(mine.replace(/\s+/g, " "), [secrets[0] as string])).toHaveLength(1);
    }
  });

  it("never sends the real photo bytes to a member the family has not chosen", async () => {
    const asAssociate = (await get(associate, `/profiles/${shyBride.slug}`)).json();
    const realUrls = asAssociate.photo as Record<string, string>;
    const card = (await get(stranger, `/profiles/${shyBride.slug}`)).json();
    expect(card.photoBlurred).toBe(true);
    expect(Object.values(card.photo).every((u) => /\/blur(-card)?\./.test(String(u)))).toBe(true);
    // Every real variant, the card one included, is among the URLs refused below.
    expect(Object.keys(realUrls).sort()).toEqual([
      "card",
      "cardJpeg",
      "full",
      "fullJpeg",
      "thumb",
      "thumbJpeg",
    ]);
    const realBytes = (await get(associate, realUrls.fullJpeg as string)).rawPayload;
    for (const url of Object.values(realUrls)) {
      expect((await get(stranger, url)).statusCode, url).toBe(404);
      expect((await get(null, url)).statusCode, url).toBe(404);
      expect((await get(entitled, url)).statusCode, url).toBe(200);
    }
    const blurred = await get(stranger, card.photo.fullJpeg);
    expect(blurred.statusCode).toBe(200);
    expect(blurred.headers["content-type"]).toBe("image/jpeg");
    expect(blurred.rawPayload.equals(realBytes)).toBe(false);
    expect((await get(stranger, card.photo.thumb)).headers["content-type"]).toBe("image/webp");
    // The card-sized blurred copy: the card's 200 px square, never the real card's bytes.
    const blurCard = await get(stranger, card.photo.card);
    expect(blurCard.statusCode).toBe(200);
    expect(blurCard.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(card.photo.cardJpeg).toMatch(/\/blur-card\.jpg$/);
    expect((await get(stranger, card.photo.cardJpeg)).headers["content-type"]).toBe("image/jpeg");
    const realCard = (await get(associate, realUrls.card as string)).rawPayload;
    expect(blurCard.rawPayload.equals(realCard)).toBe(false);
    expect(await imageSize(blurCard.rawPayload)).toEqual([200, 200]);
    expect((await get(null, card.photo.card)).statusCode).toBe(404);
    expect((await get(null, card.photo.fullJpeg)).statusCode).toBe(404);
    // Lists and the PDF follow the same rule.
    const list = await get(stranger, "/profiles");
    expect(list.body).not.toContain(realUrls.thumb);
    const listed = list.json().items.find((p: { id: number }) => p.id === shyBride.id);
    expect(listed.photo.thumb).toContain("/blur.");
    expect(listed.photo.card).toContain("/blur-card.");
    const views: BiodataView[] = [];
    const spy = vi.spyOn(ctx().app.services.biodataPdf, "render").mockImplementation(async (view) => {
      views.push(view);
      return Buffer.from("%PDF-1.4 test");
    });
    try {
      await get(stranger, `/profiles/${shyBride.slug}/pdf`);
      await get(entitled, `/profiles/${shyBride.slug}/pdf`);
    } finally {
      spy.mockRestore();
    }
    expect(views[0]?.photoJpeg?.equals(blurred.rawPayload)).toBe(true);
    expect(views[1]?.photoJpeg?.equals(realBytes)).toBe(true);
  });
});
