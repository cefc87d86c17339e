import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";
import { HTML_FILE, multipartBody, PDF_FILE, photoJpeg, photoPng } from "../media/fixtures";

const DAY = 86_400_000;

/** Verified identity: upload, who may open the document, decisions, the 30-day purge. */
describeEachDialect("identity documents", (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  let owner: Actor;
  let other: Actor;
  let admin: Actor;
  let profile: { id: number };

  const call = (method: "GET" | "POST", url: string, who?: Actor, payload?: object) =>
    app().inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, payload });
  const upload = async (who: Actor, profileId: number, bytes: Buffer, type = "aadhaar", name = "id.jpg") => {
    const body = multipartBody(bytes, name, name.endsWith(".pdf") ? "application/pdf" : "image/jpeg");
    return app().inject({
      method: "POST",
      url: `/api/v1/identity/profiles/${profileId}/document?type=${type}`,
      headers: { ...body.headers, ...who.headers },
      payload: body.payload,
    });
  };
  const rows = (profileId: number) =>
    app()
      .database.db.selectFrom("identity_documents")
      .selectAll()
      .where("profile_id", "=", profileId)
      .orderBy("id")
      .execute();
  const stored = async (key: string | null) => !!key && (await app().services.storage.exists(key));
  const queue = async () => (await call("GET", "/admin/identity", admin)).json();
  const docOf = async (profileId: number) =>
    (await queue()).items.find((i: { profileId: number }) => i.profileId === profileId);
  const noSecrets = (res: LightMyRequestResponse) => {
    expect(res.body).not.toMatch(/identity\/\d+-/);
    expect(res.body).not.toMatch(/storage_key|storageKey/);
  };

  beforeAll(async () => {
    owner = await actor(app());
    other = await actor(app());
    admin = await actor(app(), { role: "admin" });
    profile = await createProfile(app(), owner, 2);
    await createProfile(app(), other, 1);
  });

  it("a family uploads a document; a second upload replaces the pending one (old bytes deleted)", async () => {
    const before = await call("GET", `/identity/profiles/${profile.id}`, owner);
    expect(before.json()).toMatchObject({ state: "none", documentType: null, verifiedAt: null });
    const first = await upload(owner, profile.id, await photoJpeg(800, 500), "pan");
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toMatchObject({ state: "pending", documentType: "pan" });
    noSecrets(first);
    const [row] = await rows(profile.id);
    expect(await stored(row?.storage_key ?? null)).toBe(true);

    const second = await upload(owner, profile.id, PDF_FILE, "passport", "id.pdf");
    expect(second.statusCode).toBe(201);
    const after = await rows(profile.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      status: "pending",
      document_type: "passport",
      content_type: "application/pdf",
    });
    expect(await stored(row?.storage_key ?? null)).toBe(false);
    expect(await stored(after[0]?.storage_key ?? null)).toBe(true);
    const status = await call("GET", `/identity/profiles/${profile.id}`, owner);
    expect(status.json()).toMatchObject({ state: "pending", documentType: "passport" });
    noSecrets(status);
  });

  it("refuses other families, bad types, unknown formats and files too large", async () => {
    expect((await upload(other, profile.id, await photoJpeg(300, 300))).statusCode).toBe(404);
    expect((await call("GET", `/identity/profiles/${profile.id}`, other)).statusCode).toBe(404);
    expect((await call("GET", `/identity/profiles/${profile.id}`)).statusCode).toBe(401);
    expect((await upload(owner, profile.id, await photoJpeg(300, 300), "ration")).statusCode).toBe(400);
    const html = await upload(owner, profile.id, HTML_FILE);
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toMatch(/JPEG, PNG or WebP/);
    const huge = await upload(owner, profile.id, Buffer.alloc(6 * 1024 * 1024, 0xff));
    expect(huge.statusCode).toBe(413);
  });

  it("only admins open the document, never cached; owner and other members get 403, visitors 401", async () => {
    const doc = await docOf(profile.id);
    expect(doc).toMatchObject({ documentType: "passport", kind: "pdf" });
    const url = `/admin/identity/${doc.id}/document`;
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", url, owner)).statusCode).toBe(403);
    expect((await call("GET", url, other)).statusCode).toBe(403);
    const res = await call("GET", url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-type"]).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The family sees the type and date of what it sent, never a link to it.
    const mine = await call("GET", "/profiles/mine", owner);
    noSecrets(mine);
    expect(mine.body).not.toContain(url);
    expect((await call("GET", `/admin/identity/999999/document`, admin)).statusCode).toBe(404);
  });

  it("rejection needs a remark, is audited, told to the family; then a new upload and verification", async () => {
    const doc = await docOf(profile.id);
    const decide = (body: object) => call("POST", `/admin/identity/${doc.id}/decision`, admin, body);
    expect(
      (await call("POST", `/admin/identity/${doc.id}/decision`, owner, { decision: "verify" })).statusCode,
    ).toBe(403);
    expect((await decide({ decision: "reject" })).statusCode).toBe(400);
    const dashboard = await call("GET", "/admin/dashboard", admin);
    expect(dashboard.json().counts.pendingIdentity).toBeGreaterThanOrEqual(1);
    expect((await decide({ decision: "reject", remark: "The photo is blurred" })).statusCode).toBe(200);
    expect((await decide({ decision: "verify" })).statusCode).toBe(409);
    const rejected = (await call("GET", `/identity/profiles/${profile.id}`, owner)).json();
    expect(rejected).toMatchObject({ state: "rejected", remark: "The photo is blurred", verifiedAt: null });

    const again = await upload(owner, profile.id, await photoPng(900, 600), "aadhaar", "id.png");
    expect(again.statusCode).toBe(201);
    expect(await rows(profile.id)).toHaveLength(2);
    const next = await docOf(profile.id);
    expect(next.kind).toBe("image");
    const image = await call("GET", `/admin/identity/${next.id}/document`, admin);
    expect(image.headers["content-type"]).toMatch(/image\/jpeg/); // re-encoded, metadata dropped
    expect(
      (await call("POST", `/admin/identity/${next.id}/decision`, admin, { decision: "verify" })).statusCode,
    ).toBe(200);
    const verified = (await call("GET", `/identity/profiles/${profile.id}`, owner)).json();
    expect(verified).toMatchObject({ state: "verified", documentType: "aadhaar" });
    expect(verified.verifiedAt).toEqual(expect.any(String));
    expect((await upload(owner, profile.id, await photoJpeg(300, 300))).statusCode).toBe(409);

    const notes = (await call("GET", "/notifications", owner))
      .json()
      .items.map((n: { type: string }) => n.type);
    expect(notes).toEqual(expect.arrayContaining(["id_verified", "id_rejected"]));
    const audit = await app()
      .database.db.selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "profile")
      .where("entity_id", "=", profile.id)
      .where("action", "in", ["idVerify", "idReject"])
      .execute();
    expect(audit.map((a) => [a.action, a.actor_user_id, a.remark])).toEqual([
      ["idReject", admin.user.id, "The photo is blurred"],
      ["idVerify", admin.user.id, null],
    ]);
    expect((await docOf(profile.id)) ?? null).toBeNull();
  });

  it("the sweep deletes the bytes 30 days after the decision and keeps the record of the check", async () => {
    const db = app().database.db;
    const [rejected, verified] = await rows(profile.id);
    if (!rejected || !verified) throw new Error("two documents expected");
    await db
      .updateTable("identity_documents")
      .set({ decided_at: new Date(Date.now() - 31 * DAY).toISOString() })
      .where("id", "=", rejected.id)
      .execute();
    await db
      .updateTable("identity_documents")
      .set({ decided_at: new Date(Date.now() - 10 * DAY).toISOString() })
      .where("id", "=", verified.id)
      .execute();
    const { deleted } = await app().services.identity.purgeDue();
    expect(deleted).toBe(1);
    const [purged, kept] = await rows(profile.id);
    expect(await stored(rejected.storage_key)).toBe(false);
    expect(purged).toMatchObject({ storage_key: null, status: "rejected", document_type: "passport" });
    expect(purged?.bytes_deleted_at).toEqual(expect.any(String));
    expect(purged?.decided_by_user_id).toBe(admin.user.id);
    expect(await stored(verified.storage_key)).toBe(true);
    expect(kept?.storage_key).toBe(verified.storage_key);
    expect((await call("GET", `/admin/identity/${rejected.id}/document`, admin)).statusCode).toBe(404);
    // Thirty days on, the verified one goes too; the profile stays ID verified.
    expect((await app().services.identity.purgeDue(new Date(Date.now() + 21 * DAY))).deleted).toBe(1);
    expect(await stored(verified.storage_key)).toBe(false);
    expect((await call("GET", `/identity/profiles/${profile.id}`, owner)).json().state).toBe("verified");
  });
});
