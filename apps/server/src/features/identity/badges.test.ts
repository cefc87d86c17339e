import type { FastifyInstance } from "fastify";
import { beforeAll, expect, it } from "vitest";
import { makeUser, signIn } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { multipartBody, photoJpeg } from "../media/fixtures";

interface Card {
  id: number;
  slug: string;
  idVerified?: boolean;
  mobileVerified?: boolean;
}

/** "Mobile verified" and "ID verified" badges on cards and details, and the "ID verified only" filter. */
describeEachDialect("identity badges and the ID verified filter", (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  let viewer: Actor;
  let checked: { id: number; slug: string };
  let unchecked: { id: number; slug: string };

  const list = async (query: string) => {
    const res = await app().inject({
      method: "GET",
      url: `/api/v1/profiles${query}`,
      headers: viewer.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().items as Card[];
  };

  beforeAll(async () => {
    const admin = await actor(app(), { role: "admin" });
    viewer = await actor(app());
    await createProfile(app(), viewer, 1);
    // One family signed in by OTP (mobile verified); the other account was made without one.
    const user = await makeUser(app());
    const { session } = await signIn(app(), user.mobile);
    const otpFamily = { user, headers: { cookie: `vv_session=${session}` } };
    const plainFamily = await actor(app());
    checked = await createProfile(app(), otpFamily, 2);
    unchecked = await createProfile(app(), plainFamily, 2);
    await approve(app(), checked.id);
    await approve(app(), unchecked.id);

    const body = multipartBody(await photoJpeg(600, 400), "voter.jpg");
    const up = await app().inject({
      method: "POST",
      url: `/api/v1/identity/profiles/${checked.id}/document?type=voter`,
      headers: { ...body.headers, ...otpFamily.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    const doc = await app()
      .database.db.selectFrom("identity_documents")
      .select("id")
      .where("profile_id", "=", checked.id)
      .executeTakeFirstOrThrow();
    const decided = await app().inject({
      method: "POST",
      url: `/api/v1/admin/identity/${doc.id}/decision`,
      headers: admin.headers,
      payload: { decision: "verify" },
    });
    expect(decided.statusCode).toBe(200);
  });

  it("cards carry both badges as earned", async () => {
    const items = await list("?gender=2");
    expect(items.find((c) => c.id === checked.id)).toMatchObject({ idVerified: true, mobileVerified: true });
    expect(items.find((c) => c.id === unchecked.id)).toMatchObject({
      idVerified: false,
      mobileVerified: false,
    });
  });

  it("the details page carries them too", async () => {
    const res = await app().inject({
      method: "GET",
      url: `/api/v1/profiles/${checked.slug}`,
      headers: viewer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ idVerified: true, mobileVerified: true });
  });

  it("'ID verified only' lists verified profiles alone, and counts them", async () => {
    const res = await app().inject({
      method: "GET",
      url: "/api/v1/profiles?gender=2&idVerified=1",
      headers: viewer.headers,
    });
    expect(res.json().items.map((c: Card) => c.id)).toEqual([checked.id]);
    expect(res.json().total).toBe(1);
    expect((await list("?gender=2&idVerified=0")).length).toBe(2);
  });

  it("completeness counts the identity check as done", async () => {
    const owner = await app()
      .database.db.selectFrom("profiles")
      .select("owner_user_id")
      .where("id", "=", checked.id)
      .executeTakeFirstOrThrow();
    const { token } = await app().services.sessions.create(owner.owner_user_id);
    const res = await app().inject({
      method: "GET",
      url: `/api/v1/profiles/${checked.id}/completeness`,
      headers: { cookie: `vv_session=${token}` },
    });
    expect(res.json().next.map((s: { step: string }) => s.step)).not.toContain("idVerified");
  });
});
