import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "../../test/auth-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

type Payload = Record<string, unknown>;

function client(app: FastifyInstance) {
  return {
    call: (
      who: Actor | null,
      method: "GET" | "POST" | "PATCH",
      url: string,
      payload?: Payload,
      lang = "en",
    ) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...who?.headers, "accept-language": lang },
        ...(payload ? { payload } : {}),
      }),
    act: (who: Actor | null, id: number, body: Payload, lang = "en") =>
      app.inject({
        method: "POST",
        url: `/api/v1/admin/users/${id}/actions`,
        headers: { ...who?.headers, "accept-language": lang },
        payload: body,
      }),
  };
}

const EDIT = {
  firstName: "Sunita",
  lastName: "Wagh",
  stateId: 20,
  districtId: 2026,
  cityVillage: "Baner",
  regionId: 1,
};

describeEachDialect("admin users API", (ctx) => {
  let admin: Actor;
  let superAdmin: Actor;
  let member: Actor;
  let associate: Actor;
  const c = () => client(ctx().app);
  const audit = async (id: number) =>
    (await c().call(superAdmin, "GET", `/admin/users/${id}/audit`)).json().items;
  const sessions = (id: number) => ctx().app.services.sessions.countForUser(id);

  beforeAll(async () => {
    const { app } = ctx();
    admin = await actor(app, { role: "admin", first_name: "Anjali", last_name: "Kulkarni" });
    superAdmin = await actor(app, { role: "super_admin" });
    member = await actor(app);
    associate = await actor(app, { role: "associate" });
  });

  it("answers 401 to visitors and 403 to members and associates on every admin users route", async () => {
    const target = await makeUser(ctx().app, { is_verified: 0 });
    const calls: [method: "GET" | "POST" | "PATCH", url: string, payload?: Payload][] = [
      ["GET", "/admin/users"],
      ["GET", `/admin/users/${target.id}`],
      ["PATCH", `/admin/users/${target.id}`, EDIT],
      ["POST", `/admin/users/${target.id}/actions`, { action: "verify" }],
      ["GET", `/admin/users/${target.id}/audit`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await c().call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [member, associate]) {
        expect((await c().call(who, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await ctx().app.services.users.findById(target.id))?.is_verified).toBe(0);
    expect(await audit(target.id)).toEqual([]);
  });

  it("lists one tab with live counts, searches by mobile or name, filters by region, pages and sorts", async () => {
    const { app } = ctx();
    // A surname no other test uses keeps this test's users apart from the rest.
    const tag = `Zz${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await makeUser(app, {
          first_name: `Ravi${String.fromCharCode(97 + i)}`,
          last_name: tag,
          is_verified: i < 4 ? 0 : i < 6 ? 1 : 2,
          region_id: i % 2 === 0 ? 3 : 6,
          created_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        }),
      );
    }
    const list = async (query: string) =>
      (await c().call(admin, "GET", `/admin/users?q=${tag}&${query}`)).json();

    const pending = await list("tab=pending&pageSize=5");
    expect(pending.counts).toEqual({ pending: 4, approved: 2, rejected: 1 });
    expect(pending.total).toBe(4);
    expect(pending.items.map((u: { firstName: string }) => u.firstName)).toEqual([
      "Ravid",
      "Ravic",
      "Ravib",
      "Ravia",
    ]);
    expect(pending.items[0]).toMatchObject({
      lastName: tag,
      stateName: "Maharashtra",
      regionName: "Nagpur",
      isVerified: 0,
      rowStatus: 1,
      hasListingAccess: true,
    });
    expect(pending.items[0].mobile).toMatch(/^\d{10}$/);

    const asc = await list("tab=pending&sort=firstName&dir=asc&pageSize=5");
    expect(asc.items.map((u: { firstName: string }) => u.firstName)).toEqual([
      "Ravia",
      "Ravib",
      "Ravic",
      "Ravid",
    ]);

    const region = await list("tab=pending&regionId=3");
    expect(region.items.map((u: { firstName: string }) => u.firstName).sort()).toEqual(["Ravia", "Ravic"]);
    expect(region.counts).toEqual({ pending: 2, approved: 1, rejected: 1 });

    // Marathi place names for a Marathi admin.
    const mr = (await c().call(admin, "GET", `/admin/users?q=${tag}&regionId=3`, undefined, "mr")).json();
    expect(mr.items[0]).toMatchObject({ regionName: "शेगाव", stateName: "महाराष्ट्र" });

    // Paging: 5 a page by default, 10 when asked; anything else falls back to 5.
    const target = made[0]!;
    const spaced = `${target.mobile.slice(0, 5)} ${target.mobile.slice(5)}`;
    const byMobile = (
      await c().call(admin, "GET", `/admin/users?q=${encodeURIComponent(`+91 ${spaced}`)}`)
    ).json();
    expect(byMobile.items.map((u: { id: number }) => u.id)).toEqual([target.id]);
    expect(byMobile.counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
    const byName = (
      await c().call(admin, "GET", `/admin/users?q=${encodeURIComponent(`${tag} raviA`)}`)
    ).json();
    expect(byName.items.map((u: { id: number }) => u.id)).toEqual([target.id]);

    for (let i = 0; i < 8; i++) await makeUser(app, { last_name: tag, is_verified: 1 });
    const page1 = await list("tab=approved");
    expect(page1).toMatchObject({ total: 10, page: 1, pageSize: 5 });
    expect(page1.items).toHaveLength(5);
    const page2 = await list("tab=approved&page=2");
    expect(page2.items).toHaveLength(5);
    const ids = new Set([...page1.items, ...page2.items].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(10);
    const ten = await list("tab=approved&pageSize=10");
    expect(ten.items).toHaveLength(10);
    expect((await list("tab=approved&pageSize=7")).pageSize).toBe(5);
  });

  it("approves a pending user: the tab changes, the user may browse, and an audit row says who", async () => {
    const { app } = ctx();
    const user = await makeUser(app, { is_verified: 0 });
    const res = await c().act(admin, user.id, { action: "verify" }, "mr");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("वापरकर्ता मंजूर केला.");
    const details = (await c().call(admin, "GET", `/admin/users/${user.id}`)).json();
    expect(details).toMatchObject({ isVerified: 1, verificationRemark: null });
    const rows = await audit(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.user.id,
      actorName: "Anjali Kulkarni",
      action: "verify",
      before: { is_verified: 0 },
      after: { is_verified: 1 },
    });
    expect((await c().act(admin, user.id, { action: "verify" })).statusCode).toBe(409);
    const signedIn = await signIn(app, user.mobile);
    expect(signedIn.res.json().outcome).toBe("verified");
  });

  it("rejects only with a remark, stores it, signs the user out and shows the remark at sign-in", async () => {
    const { app } = ctx();
    const user = await actor(app, { is_verified: 0 });
    const noRemark = await c().act(admin, user.user.id, { action: "reject", remark: "  " });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().error.fields.remark).toBe("Please enter a remark.");
    expect((await app.services.users.findById(user.user.id))?.is_verified).toBe(0);

    const remark = "The mobile number does not belong to a family of our community.";
    expect((await c().act(admin, user.user.id, { action: "reject", remark })).statusCode).toBe(200);
    expect(await sessions(user.user.id)).toBe(0);
    const details = (await c().call(admin, "GET", `/admin/users/${user.user.id}`)).json();
    expect(details).toMatchObject({ isVerified: 2, verificationRemark: remark });
    expect((await audit(user.user.id))[0]).toMatchObject({
      action: "reject",
      remark,
      after: { is_verified: 2 },
    });

    const attempt = await signIn(app, user.user.mobile);
    expect(attempt.res.statusCode).toBe(403);
    expect(attempt.res.json().error.message).toContain(remark);
    expect(attempt.res.json().error.message).toContain("Your verification is failed");

    // Approving later clears the remark.
    expect((await c().act(admin, user.user.id, { action: "verify" })).statusCode).toBe(200);
    expect((await app.services.users.findById(user.user.id))?.verification_remark).toBeNull();
  });

  it("deactivation ends every session of the user at once; activation lets them sign in again", async () => {
    const { app } = ctx();
    const user = await actor(app);
    const second = await app.services.sessions.create(user.user.id);
    const meOf = (cookie: string) =>
      app.inject({ method: "GET", url: "/api/v1/auth/me", headers: { cookie } });
    expect((await meOf(user.headers.cookie)).json().user.id).toBe(user.user.id);

    expect((await c().act(admin, user.user.id, { action: "deactivate" })).statusCode).toBe(200);
    expect(await sessions(user.user.id)).toBe(0);
    for (const cookie of [user.headers.cookie, `vv_session=${second.token}`]) {
      const me = await meOf(cookie);
      expect(me.statusCode).toBe(401);
      expect(me.json().user).toBeUndefined();
      // The browser is told to forget the cookie: afterwards it is a visitor (user null).
      expect(me.cookies.find((k) => k.name === "vv_session")?.value).toBe("");
    }
    expect((await app.inject({ method: "GET", url: "/api/v1/auth/me" })).json()).toEqual({ user: null });
    expect((await signIn(app, user.user.mobile)).res.statusCode).toBe(403);
    expect((await audit(user.user.id))[0]).toMatchObject({
      action: "deactivate",
      before: { row_status: 1 },
      after: { row_status: 0 },
    });

    expect((await c().act(admin, user.user.id, { action: "deactivate" })).statusCode).toBe(409);
    expect((await c().act(admin, user.user.id, { action: "activate" })).statusCode).toBe(200);
    expect((await signIn(app, user.user.mobile)).res.statusCode).toBe(200);
  });

  it("removes and grants bride/groom list access, which the browse list follows", async () => {
    const { app } = ctx();
    const user = await actor(app);
    const browse = () => c().call(user, "GET", "/profiles");
    await createProfile(app, user, 1);
    expect((await browse()).statusCode).toBe(200);
    expect((await c().act(admin, user.user.id, { action: "removeListing" })).statusCode).toBe(200);
    const refused = await browse();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("no_listing_access");
    expect((await c().call(admin, "GET", `/admin/users/${user.user.id}`)).json().hasListingAccess).toBe(
      false,
    );
    expect((await c().act(admin, user.user.id, { action: "grantListing" })).statusCode).toBe(200);
    expect((await browse()).statusCode).toBe(200);
    const actions = (await audit(user.user.id)).map((r: { action: string }) => r.action);
    expect(actions).toEqual(["grantListing", "removeListing"]);
  });

  it("sets which lists a user may browse, overriding the family's own profiles", async () => {
    const { app } = ctx();
    const family = await actor(app);
    await createProfile(app, family, 1); // a groom's family: browses brides
    const bride = await createProfile(app, await actor(app), 2);
    const groom = await createProfile(app, await actor(app), 1);
    await approve(app, bride.id);
    await approve(app, groom.id);
    const me = async () => (await c().call(family, "GET", "/auth/me")).json().user.genderAccess;
    const seen = async () =>
      (await c().call(family, "GET", "/profiles?page=1")).json().items.map((p: { id: number }) => p.id);
    expect(await me()).toBe("bride");
    expect(await seen()).not.toContain(groom.id);

    const set = (genderAccess: string) =>
      c().act(admin, family.user.id, { action: "setGenderAccess", genderAccess });
    expect((await set("both")).statusCode).toBe(200);
    expect(await me()).toBe("both");
    expect(await seen()).toEqual(expect.arrayContaining([bride.id, groom.id]));
    expect((await set("groom")).statusCode).toBe(200);
    expect(await me()).toBe("groom");
    expect(await seen()).not.toContain(bride.id);
    expect((await c().call(admin, "GET", `/admin/users/${family.user.id}`)).json().genderAccess).toBe(
      "groom",
    );
    expect((await set("groom")).statusCode).toBe(409);
    expect((await set("auto")).statusCode).toBe(200);
    expect(await me()).toBe("bride");
    expect((await c().act(admin, family.user.id, { action: "setGenderAccess" })).statusCode).toBe(400);
    expect((await audit(family.user.id))[0]).toMatchObject({
      action: "setGenderAccess",
      before: { gender_access: "groom" },
      after: { gender_access: null },
    });
  });

  it("lets a super admin grant and remove the admin and associate roles; an admin only the associate role", async () => {
    const { app } = ctx();
    const user = await actor(app);
    // An admin may not give admin roles.
    for (const role of ["admin", "super_admin"]) {
      const res = await c().act(admin, user.user.id, { action: "grantRole", role });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toContain("Only a super admin");
    }
    expect((await c().act(admin, user.user.id, { action: "grantRole", role: "associate" })).statusCode).toBe(
      200,
    );
    expect((await app.services.users.findById(user.user.id))?.role).toBe("associate");
    expect(await sessions(user.user.id)).toBe(0);
    expect((await c().act(admin, user.user.id, { action: "removeRole" })).statusCode).toBe(200);
    expect((await app.services.users.findById(user.user.id))?.role).toBe("member");

    expect((await c().act(superAdmin, user.user.id, { action: "grantRole", role: "admin" })).statusCode).toBe(
      200,
    );
    expect((await app.services.users.findById(user.user.id))?.role).toBe("admin");
    // Now an admin: another admin may no longer change the account at all.
    for (const body of [
      { action: "deactivate" },
      { action: "removeRole" },
      { action: "reject", remark: "x" },
    ]) {
      expect((await c().act(admin, user.user.id, body)).statusCode).toBe(403);
    }
    expect((await c().call(admin, "PATCH", `/admin/users/${user.user.id}`, EDIT)).statusCode).toBe(403);
    const view = (await c().call(admin, "GET", `/admin/users/${user.user.id}`)).json();
    expect(view.permissions).toEqual({
      edit: false,
      approval: false,
      status: false,
      listing: false,
      grantRoles: [],
      removeRole: false,
    });
    expect((await c().act(superAdmin, user.user.id, { action: "removeRole" })).statusCode).toBe(200);
    expect(
      (await audit(user.user.id)).map((r: { action: string; after: Payload }) => [r.action, r.after.role]),
    ).toEqual([
      ["removeRole", "member"],
      ["grantRole", "admin"],
      ["removeRole", "member"],
      ["grantRole", "associate"],
    ]);
  });

  it("keeps an admin away from super admins and everyone away from their own status", async () => {
    for (const body of [{ action: "deactivate" }, { action: "grantListing" }, { action: "removeRole" }]) {
      expect((await c().act(admin, superAdmin.user.id, body)).statusCode).toBe(403);
    }
    const self = await c().act(admin, admin.user.id, { action: "deactivate" });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe("You cannot do this to your own account.");
    expect((await c().act(superAdmin, superAdmin.user.id, { action: "deactivate" })).statusCode).toBe(409);
    expect((await c().call(admin, "GET", `/admin/users/${admin.user.id}`)).json().isSelf).toBe(true);
  });

  it("edits names and place with the sign-up rules, and audits the changed fields only", async () => {
    const { app } = ctx();
    const user = await makeUser(app, { first_name: "Old", last_name: "Name", city_village: "" });
    const patch = (body: Payload) => c().call(admin, "PATCH", `/admin/users/${user.id}`, body);
    const tooLong = await patch({ ...EDIT, firstName: "x".repeat(31) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.firstName).toBe("Must be at most 30 characters");
    const wrongDistrict = await patch({ ...EDIT, districtId: 101 });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().error.fields.districtId).toBeTruthy();
    expect((await patch({ ...EDIT, regionId: 99 })).statusCode).toBe(400);
    expect((await patch({ ...EDIT, firstName: "" })).statusCode).toBe(400);

    const ok = await patch(EDIT);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe("Successfully updated details.");
    const details = (await c().call(admin, "GET", `/admin/users/${user.id}`)).json();
    expect(details).toMatchObject({
      firstName: "Sunita",
      lastName: "Wagh",
      cityVillage: "Baner",
      regionName: "Pune",
    });
    const [row] = await audit(user.id);
    expect(row).toMatchObject({
      action: "edit",
      before: { first_name: "Old" },
      after: { first_name: "Sunita" },
    });
    expect(row.after).not.toHaveProperty("state_id"); // unchanged: 20 before and after
    expect((await patch(EDIT)).statusCode).toBe(200);
    expect(await audit(user.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown user and 400 for an unknown action", async () => {
    expect((await c().call(admin, "GET", "/admin/users/99999999")).statusCode).toBe(404);
    expect((await c().act(admin, 99999999, { action: "verify" })).statusCode).toBe(404);
    expect((await c().act(admin, member.user.id, { action: "explode" })).statusCode).toBe(400);
    expect((await c().act(admin, member.user.id, { action: "grantRole" })).statusCode).toBe(400);
  });
});

describe("the last super admin", () => {
  describeEachDialect("stays", (ctx) => {
    it("cannot demote themselves while alone; can once another super admin exists", async () => {
      const { app } = ctx();
      const only = await actor(app, { role: "super_admin" });
      const act = (who: Actor, id: number, body: Payload) =>
        app.inject({
          method: "POST",
          url: `/api/v1/admin/users/${id}/actions`,
          headers: who.headers,
          payload: body,
        });
      const alone = await act(only, only.user.id, { action: "removeRole" });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().error.message).toContain("last super admin");
      expect((await act(only, only.user.id, { action: "grantRole", role: "admin" })).statusCode).toBe(409);

      const other = await makeUser(app);
      expect((await act(only, other.id, { action: "grantRole", role: "super_admin" })).statusCode).toBe(200);
      expect((await act(only, only.user.id, { action: "grantRole", role: "admin" })).statusCode).toBe(200);
      expect((await app.services.users.findById(only.user.id))?.role).toBe("admin");
      expect(await app.services.sessions.countForUser(only.user.id)).toBe(0);
    });
  });
});
