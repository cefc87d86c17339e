import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, uploadPhoto } from "../../test/profile-helpers";

const valid = {
  regionId: 3,
  titleId: 1,
  firstName: "Vasant",
  middleName: "Ramchandra",
  lastName: "Deshmukh",
  designationId: 12,
  mobile: "98220 12345",
  occupation: "Teacher",
  workAddress: "Zilla Parishad School, Shegaon",
  currentAddress: "Station Road, Shegaon",
  permanentAddress: "Station Road, Shegaon",
  orderBy: 5,
};

describeEachDialect("committee", (ctx) => {
  const create = async (who: Actor, overrides: Record<string, unknown> = {}, lang = "en") => {
    const photoId = overrides.photoId ?? (await uploadPhoto(ctx().app, who));
    return ctx().app.inject({
      method: "POST",
      url: "/api/v1/committee",
      headers: { ...who.headers, "accept-language": lang },
      payload: { ...valid, photoId, ...overrides },
    });
  };
  const list = (who?: Actor, query = "") =>
    ctx().app.inject({ method: "GET", url: `/api/v1/committee${query}`, headers: who?.headers });

  it("lets an admin add a member that visitors then see: name, designation, photo, mobile and working address", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const res = await create(admin);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();

    const page = (await list(undefined, "?regionId=3")).json();
    expect(page.canEdit).toBe(false);
    const card = page.items.find((m: { id: number }) => m.id === id);
    expect(card).toMatchObject({ firstName: "Vasant", regionId: 3, designationId: 12, isOrganizer: false });
    expect(card.mobile).toBeUndefined();

    const visitorView = await ctx().app.inject({ method: "GET", url: `/api/v1/committee/${id}` });
    const details = visitorView.json();
    expect(details).toMatchObject({
      mobile: "9822012345",
      workAddress: "Zilla Parishad School, Shegaon",
      titleId: 1,
      middleName: "Ramchandra",
      canEdit: false,
    });
    // Home addresses and occupation never leave the server for visitors or members.
    const member = await actor(ctx().app);
    const memberView = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/committee/${id}`,
      headers: member.headers,
    });
    for (const body of [visitorView.body, memberView.body]) {
      expect(body).not.toContain("Station Road");
      expect(body).not.toContain("Teacher");
      expect(body).toContain("Zilla Parishad School");
    }
    const adminView = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/committee/${id}`,
      headers: admin.headers,
    });
    expect(adminView.json()).toMatchObject({
      occupation: "Teacher",
      currentAddress: "Station Road, Shegaon",
      permanentAddress: "Station Road, Shegaon",
      canEdit: true,
    });
    const photo = await ctx().app.inject({ method: "GET", url: `/api/v1${details.photo.thumb}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
  });

  it("followsevery field required, max lengths, a valid phone number, a photo", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const empty = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/committee",
      headers: admin.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().error.fields;
    for (const name of [
      "regionId",
      "titleId",
      "firstName",
      "middleName",
      "lastName",
      "designationId",
      "mobile",
      "occupation",
      "workAddress",
      "currentAddress",
      "permanentAddress",
      "photoId",
    ]) {
      expect(fields[name], name).toBeTruthy();
    }
    expect(fields.firstName).toBe("Required");

    const limits: [string, number][] = [
      ["firstName", 30],
      ["middleName", 30],
      ["lastName", 30],
      ["occupation", 75],
      ["workAddress", 250],
      ["currentAddress", 500],
      ["permanentAddress", 500],
    ];
    for (const [field, max] of limits) {
      const over = await create(admin, { [field]: "a".repeat(max + 1) });
      expect(over.statusCode, field).toBe(400);
      expect(over.json().error.fields[field]).toBe(`Must be at most ${max} characters`);
      const at = await create(admin, { [field]: "a".repeat(max) });
      expect(at.statusCode, `${field} at ${max}`).toBe(201);
    }

    for (const mobile of ["12345", "98220abcde", "+44 7700 900123"]) {
      const bad = await create(admin, { mobile });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.mobile).toBe("Please enter a valid phone number");
    }
    const mr = await create(admin, { mobile: "123" }, "mr");
    expect(mr.json().error.fields.mobile).toBe("कृपया योग्य फोन नंबर टाका");

    expect((await create(admin, { designationId: 13 })).statusCode).toBe(400);
    expect((await create(admin, { regionId: 99 })).statusCode).toBe(400);
    expect((await create(admin, { titleId: 0 })).statusCode).toBe(400);

    // Someone else's upload cannot be attached.
    const other = await actor(ctx().app);
    const foreign = await uploadPhoto(ctx().app, other);
    const stolen = await create(admin, { photoId: foreign });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields.photoId).toBe("Please upload the photo");
  });

  it("keeps visitors and ordinary members out of every change", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const member = await actor(ctx().app);
    const associate = await actor(ctx().app, { role: "associate" });
    const { id } = (await create(admin)).json();
    const photoId = await uploadPhoto(ctx().app, member);
    const attempts = [
      { method: "POST" as const, url: "/api/v1/committee", payload: { ...valid, photoId } },
      { method: "PUT" as const, url: `/api/v1/committee/${id}`, payload: { ...valid, photoId } },
      { method: "PUT" as const, url: `/api/v1/committee/${id}/photo`, payload: { photoId } },
      { method: "POST" as const, url: `/api/v1/committee/${id}/actions`, payload: { action: "delete" } },
    ];
    for (const a of attempts) {
      expect((await ctx().app.inject(a)).statusCode, `visitor ${a.url}`).toBe(401);
      expect((await ctx().app.inject({ ...a, headers: member.headers })).statusCode, `member ${a.url}`).toBe(
        403,
      );
      expect((await ctx().app.inject({ ...a, headers: associate.headers })).statusCode).toBe(403);
    }
    expect((await list(member)).json().canEdit).toBe(false);
    const details = (
      await ctx().app.inject({ method: "GET", url: `/api/v1/committee/${id}`, headers: member.headers })
    ).json();
    expect(details).toMatchObject({ firstName: "Vasant", rowStatus: 1, canEdit: false });
  });

  it("lets an admin mark a member as committee editor (audited); the editor may then edit", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const volunteer = await actor(app);
    const { id } = (await create(admin)).json();

    const mark = await app.inject({
      method: "POST",
      url: "/api/v1/admin/committee-editors",
      headers: admin.headers,
      payload: { mobile: volunteer.user.mobile },
    });
    expect(mark.statusCode).toBe(200);
    const editors = (
      await app.inject({ method: "GET", url: "/api/v1/admin/committee-editors", headers: admin.headers })
    ).json();
    expect(editors.items.map((e: { id: number }) => e.id)).toContain(volunteer.user.id);
    // Only admins manage editors.
    const byMember = await app.inject({
      method: "POST",
      url: "/api/v1/admin/committee-editors",
      headers: volunteer.headers,
      payload: { mobile: volunteer.user.mobile },
    });
    expect(byMember.statusCode).toBe(403);
    const unknown = await app.inject({
      method: "POST",
      url: "/api/v1/admin/committee-editors",
      headers: admin.headers,
      payload: { mobile: "6000000001" },
    });
    expect(unknown.statusCode).toBe(404);

    expect((await list(volunteer)).json().canEdit).toBe(true);
    const newPhoto = await uploadPhoto(app, volunteer);
    const edit = await app.inject({
      method: "PUT",
      url: `/api/v1/committee/${id}`,
      headers: volunteer.headers,
      payload: { ...valid, designationId: 1, firstName: "Vishwas", photoId: newPhoto },
    });
    expect(edit.statusCode).toBe(200);
    const details = (await app.inject({ method: "GET", url: `/api/v1/committee/${id}` })).json();
    expect(details).toMatchObject({ firstName: "Vishwas", isOrganizer: true, photoId: newPhoto });

    const unmark = await app.inject({
      method: "DELETE",
      url: `/api/v1/admin/committee-editors/${volunteer.user.id}`,
      headers: admin.headers,
    });
    expect(unmark.statusCode).toBe(200);
    const again = await app.inject({
      method: "PUT",
      url: `/api/v1/committee/${id}`,
      headers: volunteer.headers,
      payload: { ...valid, photoId: newPhoto },
    });
    expect(again.statusCode).toBe(403);

    const audit = await ctx()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_type", "=", "user")
      .where("entity_id", "=", volunteer.user.id)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["committeeEditorOn", "committeeEditorOff"]);
    const memberAudit = await ctx()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_type", "=", "committee")
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();
    expect(memberAudit).toEqual([
      { action: "create", actor_user_id: admin.user.id },
      { action: "update", actor_user_id: volunteer.user.id },
    ]);
  });

  it("lists organizers first, then by order within the region, and filters by region", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const region = 7;
    const a = (
      await create(admin, { regionId: region, firstName: "Member", orderBy: 1, designationId: 5 })
    ).json();
    const b = (
      await create(admin, { regionId: region, firstName: "Late", orderBy: 9, designationId: 1 })
    ).json();
    const c = (
      await create(admin, { regionId: region, firstName: "Early", orderBy: 0, designationId: 12 })
    ).json();
    await create(admin, { regionId: 6, firstName: "Elsewhere" });
    const items = (await list(undefined, `?regionId=${region}`)).json().items as {
      id: number;
      regionId: number;
    }[];
    expect(items.every((m) => m.regionId === region)).toBe(true);
    expect(items.map((m) => m.id)).toEqual([b.id, c.id, a.id]);
  });

  it("activates, deactivates and deletes with audit; inactive members are hidden from visitors", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const { id } = (await create(admin)).json();
    const act = (action: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1/committee/${id}/actions`,
        headers: admin.headers,
        payload: { action },
      });
    const details = await app.inject({ method: "GET", url: `/api/v1/committee/${id}` });
    const thumb = details.json().photo.thumb as string;

    expect((await act("activate")).statusCode).toBe(409);
    expect((await act("deactivate")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/v1/committee/${id}` })).statusCode).toBe(404);
    expect((await list()).json().items.some((m: { id: number }) => m.id === id)).toBe(false);
    expect((await app.inject({ method: "GET", url: `/api/v1${thumb}` })).statusCode).toBe(404);
    const editorView = (await list(admin)).json().items.find((m: { id: number }) => m.id === id);
    expect(editorView.rowStatus).toBe(0);
    expect(
      (await app.inject({ method: "GET", url: `/api/v1${thumb}`, headers: admin.headers })).statusCode,
    ).toBe(200);

    expect((await act("activate")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/v1/committee/${id}` })).statusCode).toBe(200);
    expect((await act("delete")).statusCode).toBe(200);
    expect((await list(admin)).json().items.some((m: { id: number }) => m.id === id)).toBe(false);
    expect((await act("activate")).statusCode).toBe(404);
    // The photo's files went with the member.
    expect(
      (await app.inject({ method: "GET", url: `/api/v1${thumb}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    const rows = await ctx()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "committee")
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.action)).toEqual(["create", "deactivate", "activate", "delete"]);
  });

  it("changes a photo through the photo endpoint and removes the old one", async () => {
    const app = ctx().app;
    const admin = await actor(app, { role: "admin" });
    const { id } = (await create(admin)).json();
    const old = (await app.inject({ method: "GET", url: `/api/v1/committee/${id}` })).json();
    const next = await uploadPhoto(app, admin);
    const res = await app.inject({
      method: "PUT",
      url: `/api/v1/committee/${id}/photo`,
      headers: admin.headers,
      payload: { photoId: next },
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/v1/committee/${id}` })).json().photoId).toBe(next);
    expect((await app.inject({ method: "GET", url: `/api/v1${old.photo.thumb}` })).statusCode).toBe(404);
  });
});
