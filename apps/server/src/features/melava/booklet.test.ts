import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

const dir = mkdtempSync(join(tmpdir(), "vv-booklet-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text (poppler), or null where pdftotext is missing. */
function pdfText(bytes: Buffer, name: string): string | null {
  if (spawnSync("pdftotext", ["-v"]).status !== 0) return null;
  // MELAVA_BOOKLET_OUT=folder keeps the PDFs to look at (pdftoppm -png -r 60).
  const file = join(process.env.MELAVA_BOOKLET_OUT ?? dir, name);
  writeFileSync(file, bytes);
  return spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
}

describeEachDialect("melava booklet", (ctx) => {
  const call = (method: "GET" | "POST", url: string, who?: Actor, payload?: object) =>
    ctx().app.inject({ method, url: `/api/v1${url}`, headers: who?.headers, payload });

  async function registered(slug: string, gender: 1 | 2, showContact: boolean, showPhoto = true) {
    const family = await actor(ctx().app);
    const p = await createProfile(ctx().app, family, gender, {
      firstName: gender === 2 ? "Sayali" : "Omkar",
      // The longest names and places the form takes: they wrap inside the entry's box.
      middleName: "Venkateshwar Chandrashekhar",
      lastName: "Kulkarni-Deshpande-Wadekar-Jo",
      birthPlace: "Chhatrapati Sambhajinagar, Kranti Chowk",
    });
    await approve(ctx().app, p.id);
    const res = await call("POST", `/melava/${slug}/registrations`, family, {
      profileId: p.id,
      showPhoto,
      showContact,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    const row = await ctx()
      .app.database.db.selectFrom("profiles")
      .select(["contact_person_mobile_1", "father_mobile"])
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    return { family, profileId: p.id, mobile: row.contact_person_mobile_1, father: row.father_mobile };
  }

  it("builds the print PDF in the background, printing contact numbers only where the family consented", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { id, slug } = await createEvent(ctx().app, admin, {
      bookletLanguage: "en",
      bookletPerPage: 6,
      bookletPageSize: "A5",
    });
    const consenting = await registered(slug, 2, true);
    const private1 = await registered(slug, 2, false);
    const private2 = await registered(slug, 1, false, false);
    const held = await registered(slug, 1, true);
    await ctx().app.database.db.insertInto("report_holds").values({ profile_id: held.profileId }).execute();

    const member = await actor(ctx().app);
    expect((await call("POST", `/admin/melava/${id}/booklet`, member)).statusCode).toBe(403);
    expect((await call("GET", `/admin/melava/${id}/booklet.pdf`, consenting.family)).statusCode).toBe(403);
    expect((await call("GET", `/admin/melava/${id}/booklet.pdf`, admin)).statusCode).toBe(404);

    const started = await call("POST", `/admin/melava/${id}/booklet`, admin);
    expect(started.statusCode).toBe(202);
    let status = started.json();
    for (let i = 0; i < 100 && status.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await call("GET", `/admin/melava/${id}/booklet`, admin)).json();
    }
    expect(status).toMatchObject({ status: "done", done: 3, total: 3 });
    expect(status.ready.bytes).toBeGreaterThan(1000);

    const pdf = await call("GET", `/admin/melava/${id}/booklet.pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload, `booklet-${ctx().dialect}.pdf`);
    if (text !== null) {
      expect(text).toContain(consenting.mobile);
      for (const hidden of [private1.mobile, private2.mobile, held.mobile, consenting.father])
        expect(text).not.toContain(hidden);
      expect(text).toContain("Bride 001");
      expect(text).toContain("Groom 001");
      expect(text).not.toContain("Groom 002");
      expect(text).toContain("Index");
    }
    const told = await ctx()
      .app.database.db.selectFrom("notifications")
      .select("user_id")
      .where("type", "=", "melava_booklet_ready")
      .execute();
    expect(told.map((n) => n.user_id).sort()).toEqual(
      [consenting.family.user.id, private1.family.user.id, private2.family.user.id].sort(),
    );
  });

  it("writes a Marathi booklet with Devanagari numbers and page numbers", async () => {
    const admin = await actor(ctx().app, { role: "admin" });
    const { id, slug } = await createEvent(ctx().app, admin, { bookletLanguage: "mr", bookletPerPage: 2 });
    await registered(slug, 2, false);
    await registered(slug, 1, false);
    const status = await ctx().app.services.melavaBooklets.buildNow(admin.user, id);
    expect(status.status).toBe("done");
    const pdf = await call("GET", `/admin/melava/${id}/booklet.pdf`, admin);
    const text = pdfText(pdf.rawPayload, `booklet-mr-${ctx().dialect}.pdf`);
    if (text !== null) {
      // (pdftotext writes the vowel sign ि before its consonant, as drawn: words without it are searched)
      expect(text).toContain("वधू ००१");
      expect(text).toContain("वर ००१");
      expect(text).toContain("पान ३");
      expect(text).not.toMatch(/\b[AP]M\b/);
    }
  });
});
