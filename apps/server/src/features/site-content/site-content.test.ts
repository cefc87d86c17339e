import { DEFAULT_SITE_CONFIG } from "@vv/shared/settings";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, uploadPhoto } from "../../test/profile-helpers";

describeEachDialect("site settings and content", (ctx) => {
  const putSettings = (who: Actor | undefined, payload: unknown) =>
    ctx().app.inject({
      method: "PUT",
      url: "/api/v1/admin/settings",
      headers: who?.headers,
      payload: payload as object,
    });
  const images = async () => (await ctx().app.inject({ method: "GET", url: "/api/v1/site-images" })).json();

  it("lets only admins change the settings; the change applies at once and is audited", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    const next = {
      ...DEFAULT_SITE_CONFIG,
      email: "samiti@vadhuvar.example.org",
      phone: "+91 98220 11111",
      upiId: "samiti@sbi",
      upiPayeeName: "Vadhu-Var Samiti",
      paymentPhone: "9822011111",
      paymentEnabled: true,
      feeAmount: 751,
      newMembersVerified: true,
    };
    expect((await putSettings(undefined, next)).statusCode).toBe(401);
    expect((await putSettings(member, next)).statusCode).toBe(403);
    const res = await putSettings(admin, next);
    expect(res.statusCode).toBe(200);
    const config = (await app.inject({ method: "GET", url: "/api/v1/config" })).json();
    expect(config).toMatchObject({
      paymentEnabled: true,
      feeAmount: 751,
      newMembersVerified: true,
      upiId: "samiti@sbi",
      upiPayeeName: "Vadhu-Var Samiti",
      paymentPhone: "9822011111",
    });

    const audit = await ctx()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "settings")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(admin.user.id);
    expect(JSON.parse(audit.after_state ?? "{}")).toMatchObject({ feeAmount: 751, paymentEnabled: true });
    expect(JSON.parse(audit.before_state ?? "{}")).toMatchObject({
      feeAmount: DEFAULT_SITE_CONFIG.feeAmount,
    });
    expect(JSON.parse(audit.after_state ?? "{}")).not.toHaveProperty("address");

    // New members now start verified.
    expect(await app.services.settings.get()).toMatchObject({ newMembersVerified: true });
    await putSettings(admin, DEFAULT_SITE_CONFIG);
  });

  it("rejects bad settings with translated field messages and changes nothing", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const before = (await ctx().app.inject({ method: "GET", url: "/api/v1/config" })).json();
    const res = await putSettings(admin, {
      ...DEFAULT_SITE_CONFIG,
      email: "not-an-email",
      whatsappLink: "javascript:alert(1)",
      feeAmount: -5,
      address: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      email: "Please enter a valid email address",
      whatsappLink: "Please enter a full link starting with https://",
      feeAmount: "Enter a fee between ₹1 and ₹100000",
      address: "Required",
    });
    expect((await ctx().app.inject({ method: "GET", url: "/api/v1/config" })).json()).toEqual(before);
  });

  it("manages carousel images: upload, caption, reorder, remove, at most three, public photos", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    expect((await images()).carousel).toEqual([]);

    const add = async (who: Actor, captionEn: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/admin/site-images",
        headers: who.headers,
        payload: {
          kind: "carousel",
          photoId: await uploadPhoto(app, who),
          captionEn,
          captionMr: `${captionEn} मराठी`,
        },
      });
    expect((await add(member, "nope")).statusCode).toBe(403);
    for (const caption of ["one", "two", "three"]) expect((await add(admin, caption)).statusCode).toBe(201);
    const full = await add(admin, "four");
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe("There can be at most 3 images here. Remove one first.");

    let carousel = (await images()).carousel as { id: number; captionEn: string; photo: { full: string } }[];
    expect(carousel.map((i) => i.captionEn)).toEqual(["one", "two", "three"]);
    // Anyone may see the site's images.
    expect((await app.inject({ method: "GET", url: `/api/v1${carousel[0]?.photo.full}` })).statusCode).toBe(
      200,
    );

    const third = carousel[2]?.id;
    await app.inject({
      method: "POST",
      url: `/api/v1/admin/site-images/${third}/move`,
      headers: admin.headers,
      payload: { direction: "up" },
    });
    await app.inject({
      method: "PUT",
      url: `/api/v1/admin/site-images/${third}`,
      headers: admin.headers,
      payload: { captionEn: "Melava 2024", captionMr: "मेळावा २०२४" },
    });
    carousel = (await images()).carousel;
    expect(carousel.map((i) => i.captionEn)).toEqual(["one", "Melava 2024", "two"]);

    const first = carousel[0];
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/v1/admin/site-images/${first?.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await images()).carousel as { position: number; captionEn: string }[];
    expect(after.map((i) => [i.position, i.captionEn])).toEqual([
      [1, "Melava 2024"],
      [2, "two"],
    ]);
    expect((await app.inject({ method: "GET", url: `/api/v1${first?.photo.full}` })).statusCode).toBe(404);
    expect((await images()).gallery).toEqual([]);

    const actions = await ctx()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "content")
      .where("actor_user_id", "=", admin.user.id)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      "addImage",
      "addImage",
      "addImage",
      "move",
      "caption",
      "removeImage",
    ]);
  });

  it("refuses an image the admin did not upload", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const member = await actor(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/admin/site-images",
      headers: admin.headers,
      payload: { kind: "gallery", photoId: await uploadPhoto(app, member), captionEn: "", captionMr: "" },
    });
    expect(res.statusCode).toBe(400);
  });
});
