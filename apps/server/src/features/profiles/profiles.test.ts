import { beforeAll, expect, it } from "vitest";
import { demoProfileInput, seededRandom } from "../../seed/profile-factory";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile, uploadPhoto } from "../../test/profile-helpers";

describeEachDialect("profiles API", (ctx) => {
  let groomFamily: Actor;
  let brideFamily: Actor;
  let admin: Actor;
  let groom: Awaited<ReturnType<typeof createProfile>>;
  let bride: Awaited<ReturnType<typeof createProfile>>;
  const inject = (who: Actor | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    ctx().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    const { app } = ctx();
    groomFamily = await actor(app);
    brideFamily = await actor(app);
    admin = await actor(app, { role: "admin" });
    groom = await createProfile(app, groomFamily, 1, {
      firstName: "Omkar",
      lastName: "Kshirsagar",
      contactVisibility: "members",
    });
    bride = await createProfile(app, brideFamily, 2, { firstName: "प्रियांका", lastName: "पाटील" });
  });

  it("registers a profile with a registration number, pending, and the agreed message", async () => {
    expect(groom.registrationNumber).toBeGreaterThan(1000);
    expect(groom.slug).toBe(`${groom.registrationNumber}-Omkar-Kshirsagar`);
    expect(groom.message).toBe(
      `Great! Your Registration is successfully completed with a Registration Number : ${groom.registrationNumber}`,
    );
    const mine = await inject(groomFamily, "GET", "/profiles/mine");
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: groom.id, registrationStatus: "pending" }),
    ]);
  });

  it("requires a photo the member uploaded themself", async () => {
    const values = demoProfileInput(seededRandom(99), 1);
    const missing = await inject(groomFamily, "POST", "/profiles", values);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.photoId).toBe("Please upload the photo");
    const someoneElses = await uploadPhoto(ctx().app, brideFamily);
    const stolen = await inject(groomFamily, "POST", "/profiles", { ...values, photoId: someoneElses });
    expect(stolen.statusCode).toBe(400);
  });

  it("answers bad fields with translated messages and saves nothing", async () => {
    const photoId = await uploadPhoto(ctx().app, groomFamily);
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/profiles",
      headers: { ...groomFamily.headers, "accept-language": "mr" },
      payload: { ...demoProfileInput(seededRandom(5), 1), photoId, fatherMobile: "12345", firstName: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      fatherMobile: "कृपया योग्य मोबाईल क्रमांक लिहा",
      firstName: "आवश्यक",
    });
    const mine = await inject(groomFamily, "GET", "/profiles/mine");
    expect(mine.json().items).toHaveLength(1);
  });

  it("keeps a pending profile and its photo from everyone but its family and admins", async () => {
    expect((await inject(brideFamily, "GET", `/profiles/${groom.slug}`)).statusCode).toBe(404);
    expect((await inject(groomFamily, "GET", `/profiles/${groom.slug}`)).statusCode).toBe(200);
    expect((await inject(admin, "GET", `/profiles/${groom.slug}`)).statusCode).toBe(200);
    const details = (await inject(groomFamily, "GET", `/profiles/${groom.slug}`)).json();
    expect((await inject(brideFamily, "GET", details.photo.thumb)).statusCode).toBe(404);
    expect((await inject(null, "GET", details.photo.thumb)).statusCode).toBe(404);
    expect((await inject(groomFamily, "GET", details.photo.thumb)).statusCode).toBe(200);
  });

  it("lists approved profiles of the other gender only, without phone numbers", async () => {
    await approve(ctx().app, groom.id);
    await approve(ctx().app, bride.id);
    const forBrides = await inject(brideFamily, "GET", "/profiles");
    expect(forBrides.statusCode).toBe(200);
    const ids = forBrides.json().items.map((p: { id: number }) => p.id);
    expect(ids).toContain(groom.id);
    expect(ids).not.toContain(bride.id);
    const groomRow = await ctx()
      .database.db.selectFrom("profiles")
      .selectAll()
      .where("id", "=", groom.id)
      .executeTakeFirstOrThrow();
    expect(forBrides.body).not.toContain(groomRow.father_mobile);
    expect(forBrides.body).not.toContain(groomRow.contact_person_mobile_1);
    const forGrooms = (await inject(groomFamily, "GET", "/profiles")).json();
    expect(forGrooms.items.map((p: { id: number }) => p.id)).toEqual([bride.id]);
  });

  it("shows contacts and the approved photo to an entitled member", async () => {
    const res = await inject(brideFamily, "GET", `/profiles/${groom.registrationNumber}`);
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(details.contacts.contactPersonMobile1).toMatch(/^[6-9]\d{9}$/);
    expect(details.permissions).toMatchObject({ canEdit: false, canApprove: false, canPay: false });
    expect(details.sections.map((s: { key: string }) => s.key)).toEqual(["personal", "education", "family"]);
    expect((await inject(brideFamily, "GET", details.photo.thumb)).statusCode).toBe(200);
  });

  it("filters by name in either script, registration number and age, and pages by 12", async () => {
    const byName = (await inject(groomFamily, "GET", `/profiles?name=${encodeURIComponent("प्रियां")}`)).json();
    expect(byName.items.map((p: { id: number }) => p.id)).toEqual([bride.id]);
    const upper = (await inject(brideFamily, "GET", "/profiles?name=OMKAR")).json();
    expect(upper.total).toBe(1);
    const byReg = (await inject(brideFamily, "GET", `/profiles?regNo=${groom.registrationNumber}`)).json();
    expect(byReg.total).toBe(1);
    const tooOld = (await inject(brideFamily, "GET", "/profiles?ageMin=79")).json();
    expect(tooOld.total).toBe(0);
    const junk = await inject(brideFamily, "GET", "/profiles?page=abc&ageMin=zz&educationId=%27;drop");
    expect(junk.statusCode).toBe(200);
    expect(junk.json().pageSize).toBe(12);
  });

  it("keeps a private wish list with the agreed messages", async () => {
    const add = await inject(brideFamily, "PUT", `/profiles/${groom.slug}/wishlist`, { wished: true });
    expect(add.json().message).toBe("Omkar Kshirsagar is added to your wish list");
    const wished = (await inject(brideFamily, "GET", "/profiles?wishlist=1")).json();
    expect(wished.items.map((p: { id: number; isWishlisted: boolean }) => [p.id, p.isWishlisted])).toEqual([
      [groom.id, true],
    ]);
    const other = await actor(ctx().app);
    await createProfile(ctx().app, other, 2);
    expect((await inject(other, "GET", "/profiles?wishlist=1")).json().total).toBe(0);
    const remove = await inject(brideFamily, "PUT", `/profiles/${groom.slug}/wishlist`, { wished: false });
    expect(remove.json().message).toBe("Omkar Kshirsagar is removed from your wish list");
  });

  it("explains why the list is closed: pending verification, no access, no profile", async () => {
    const pending = await actor(ctx().app, { is_verified: 0 });
    expect((await inject(pending, "GET", "/profiles")).json().error.code).toBe("verification_pending");
    const noAccess = await actor(ctx().app, { is_bride_groom_access: 0 });
    const res = await inject(noAccess, "GET", "/profiles");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "no_listing_access",
      message: expect.stringContaining("permission"),
    });
    const noProfile = await actor(ctx().app);
    expect((await inject(noProfile, "GET", "/profiles")).json().error.code).toBe("no_profile");
    expect((await inject(null, "GET", "/profiles")).statusCode).toBe(401);
  });

  it("puts a new photo on an approved profile into review while the approved one stays visible", async () => {
    const before = (await inject(brideFamily, "GET", `/profiles/${groom.slug}`)).json();
    const newPhoto = await uploadPhoto(ctx().app, groomFamily);
    const change = await inject(groomFamily, "PUT", `/profiles/${groom.id}/photo`, { photoId: newPhoto });
    expect(change.statusCode).toBe(200);
    const after = (await inject(brideFamily, "GET", `/profiles/${groom.slug}`)).json();
    expect(after.photo.thumb).toBe(before.photo.thumb);
    expect(after.pendingPhoto).toBeNull();
    expect((await inject(brideFamily, "GET", `/media/photos/${newPhoto}/thumb.webp`)).statusCode).toBe(404);
    const own = (await inject(groomFamily, "GET", `/profiles/${groom.slug}`)).json();
    expect(own.pendingPhoto.thumb).toContain(newPhoto);
  });

  it("lets the family edit, sends a rejected profile back to review, and respects a lock", async () => {
    const { app } = ctx();
    const form = (await inject(groomFamily, "GET", `/profiles/${groom.id}/form`)).json();
    expect(form.values.firstName).toBe("Omkar");
    await app.database.db
      .updateTable("profiles")
      .set({ registration_status: "rejected", rejected_remark: "Photo unclear" })
      .where("id", "=", groom.id)
      .execute();
    const mine = (await inject(groomFamily, "GET", "/profiles/mine")).json();
    expect(mine.items[0]).toMatchObject({ registrationStatus: "rejected", rejectedRemark: "Photo unclear" });
    const update = await inject(groomFamily, "PUT", `/profiles/${groom.id}`, {
      ...form.values,
      birthPlace: "Shegaon",
    });
    expect(update.json().message).toBe("Successfully updated details.");
    expect((await inject(groomFamily, "GET", "/profiles/mine")).json().items[0].registrationStatus).toBe(
      "pending",
    );
    expect((await inject(brideFamily, "PUT", `/profiles/${groom.id}`, form.values)).statusCode).toBe(404);
    await app.database.db.updateTable("profiles").set({ is_locked: 1 }).where("id", "=", groom.id).execute();
    expect((await inject(groomFamily, "PUT", `/profiles/${groom.id}`, form.values)).statusCode).toBe(403);
    expect((await inject(admin, "PUT", `/profiles/${groom.id}`, form.values)).statusCode).toBe(200);
  });

  it("serves the biodata PDF to entitled viewers only, in their language", async () => {
    const pdf = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${bride.slug}/pdf`,
      headers: { ...groomFamily.headers, "accept-language": "mr" },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("attachment");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const english = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${bride.slug}/pdf?lang=en`,
      headers: { ...groomFamily.headers, "accept-language": "mr" },
    });
    expect(english.statusCode).toBe(200);
    expect(english.rawPayload.length).not.toBe(pdf.rawPayload.length);
    const stranger = await actor(ctx().app, { is_verified: 0 });
    expect((await inject(stranger, "GET", `/profiles/${bride.slug}/pdf`)).statusCode).toBe(404);
    expect((await inject(null, "GET", `/profiles/${bride.slug}/pdf`)).statusCode).toBe(401);
  });

  it("tells the menu which list a family browses: brides for a groom's family", async () => {
    const me = async (who: Actor) => (await inject(who, "GET", "/auth/me")).json().user.genderAccess;
    expect(await me(groomFamily)).toBe("bride");
    expect(await me(brideFamily)).toBe("groom");
    expect(await me(admin)).toBe("both");
    expect(await me(await actor(ctx().app))).toBe("none");
  });
});
