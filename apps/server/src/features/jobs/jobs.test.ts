import { addDays, todayInIndia } from "@vv/shared/jobs";
import { beforeAll, describe, expect, it } from "vitest";
import { businessBody, decide, jobBody, postJob, uploadResume } from "../../test/board-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor } from "../../test/profile-helpers";
import { HTML_FILE, photoJpeg } from "../media/fixtures";

describeEachDialect("job board", (ctx) => {
  let poster: Actor;
  let seeker: Actor;
  let stranger: Actor;
  let admin: Actor;
  const get = (url: string, who?: Actor | null, lang = "en") =>
    ctx().app.inject({ method: "GET", url, headers: { ...who?.headers, "accept-language": lang } });
  const publicIds = async (query = "") =>
    ((await get(`/api/v1/jobs${query}`)).json().items as { id: number }[]).map((j) => j.id);

  beforeAll(async () => {
    const { app } = ctx();
    poster = await actor(app);
    seeker = await actor(app, { first_name: "Rohini", last_name: "Jadhav" });
    stranger = await actor(app);
    admin = await actor(app, { role: "admin" });
  });

  describe("validation", () => {
    const post = (payload: Record<string, unknown>, lang = "en") =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/jobs",
        headers: { ...poster.headers, "accept-language": lang },
        payload,
      });

    it("refuses visitors", async () => {
      const res = await ctx().app.inject({ method: "POST", url: "/api/v1/jobs", payload: jobBody() });
      expect(res.statusCode).toBe(401);
    });

    it("names each wrong field with a translated message", async () => {
      const res = await post(
        jobBody({
          title: "x".repeat(101),
          employer: " ",
          applyPhone: "12345",
          applyEmail: "not-an-email",
          applyUrl: "javascript:alert(1)",
          lastDate: "2026-02-30",
        }),
      );
      expect(res.statusCode).toBe(400);
      const { fields } = res.json().error;
      expect(fields).toEqual({
        title: "Must be at most 100 characters",
        employer: "Required",
        applyPhone: "Please enter a valid 10-digit mobile number",
        applyEmail: "Please enter a valid email address",
        applyUrl: "Please enter a website address starting with http:// or https://",
        lastDate: "Please choose a valid date",
      });
    });

    it("checks fields against each other once each is valid", async () => {
      const res = await post(
        jobBody({
          salaryMin: 30000,
          salaryMax: 20000,
          lastDate: addDays(todayInIndia(), -1),
          districtId: 2101,
        }),
      );
      expect(res.json().error.fields).toEqual({
        salaryMax: "Must not be less than the starting salary",
        lastDate: "The last date cannot be in the past",
        districtId: "Please choose from the list",
      });
    });

    it("asks for at least one way to apply, in Marathi too", async () => {
      const res = await post(jobBody({ applyPhone: "", applyEmail: "", applyUrl: "" }), "mr");
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.applyPhone).toBe("अर्ज करण्याचा किमान एक मार्ग द्या: फोन, ई-मेल किंवा लिंक");
    });

    it("refuses an unknown type or qualification and a last date more than a year ahead", async () => {
      const res = await post(jobBody({ jobType: "contract", qualificationId: 99 }));
      expect(Object.keys(res.json().error.fields).sort()).toEqual(["jobType", "qualificationId"]);
      const far = await post(jobBody({ lastDate: addDays(todayInIndia(), 400) }));
      expect(far.json().error.fields).toEqual({ lastDate: "The last date must be within a year" });
    });

    it("normalises the phone and the link", async () => {
      const id = await postJob(ctx().app, poster, {
        applyPhone: "+91 98220 11111",
        applyUrl: "careers.example.in/apply",
      });
      const job = (await get(`/api/v1/jobs/${id}`, poster)).json();
      expect(job.applyPhone).toBe("9822011111");
      expect(job.applyUrl).toBe("https://careers.example.in/apply");
    });
  });

  describe("approval and visibility", () => {
    it("keeps a new post to its poster and admins until approved, with an audit row", async () => {
      const id = await postJob(ctx().app, poster, { title: "Store keeper" });
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/v1/jobs/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/v1/jobs/${id}`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v1/jobs/${id}`, poster)).json()).toMatchObject({
        status: "pending",
        isPoster: true,
      });
      expect((await get(`/api/v1/jobs/${id}`, admin)).json()).toMatchObject({
        status: "pending",
        isPoster: false,
      });

      const approved = await decide(ctx().app, admin, "jobs", id, "approve");
      expect(approved.json().message).toBe("Job post approved.");
      expect(await publicIds()).toContain(id);
      const visitorView = (await get(`/api/v1/jobs/${id}`)).json();
      expect(visitorView).toMatchObject({
        title: "Store keeper",
        place: "Pune, Maharashtra",
        applicants: null,
      });

      const audit = (await get(`/api/v1/admin/jobs/${id}/audit`, admin)).json().items;
      expect(audit[0]).toMatchObject({
        actorUserId: admin.user.id,
        action: "approve",
        before: { status: "pending" },
        after: { status: "approved" },
      });
    });

    it("lets only admins decide, and a rejection needs a remark the poster then sees", async () => {
      const id = await postJob(ctx().app, poster);
      const associate = await actor(ctx().app, { role: "associate" });
      for (const who of [poster, stranger, associate]) {
        expect((await decide(ctx().app, who, "jobs", id, "approve")).statusCode).toBe(403);
      }
      const visitor = await ctx().app.inject({
        method: "POST",
        url: `/api/v1/admin/jobs/${id}/actions`,
        payload: { action: "approve" },
      });
      expect(visitor.statusCode).toBe(401);
      expect((await get("/api/v1/admin/jobs", poster)).statusCode).toBe(403);
      expect((await decide(ctx().app, admin, "jobs", id, "reject")).statusCode).toBe(400);
      const rejected = await decide(ctx().app, admin, "jobs", id, "reject", "Please give the salary.");
      expect(rejected.statusCode).toBe(200);
      expect((await decide(ctx().app, admin, "jobs", id, "reject", "again")).statusCode).toBe(409);
      const mine = (await get("/api/v1/jobs/mine", poster)).json().items;
      expect(mine.find((j: { id: number }) => j.id === id)).toMatchObject({
        status: "rejected",
        rejectedRemark: "Please give the salary.",
      });
      expect(await publicIds()).not.toContain(id);
    });

    it("lists tabs with counts for the committee, with the poster's name", async () => {
      const id = await postJob(ctx().app, poster, { title: "Unique tab check clerk" });
      const res = (await get("/api/v1/admin/jobs?tab=pending&q=tab check", admin)).json();
      expect(res.items.map((j: { id: number }) => j.id)).toEqual([id]);
      expect(res.items[0].posterName).toBe("Test Member");
      expect(res.counts.pending).toBeGreaterThanOrEqual(1);
      expect(res.counts.approved).toBeGreaterThanOrEqual(1);
    });

    it("sends an edited approved post back to the committee", async () => {
      const id = await postJob(ctx().app, poster);
      await decide(ctx().app, admin, "jobs", id, "approve");
      const edit = await ctx().app.inject({
        method: "PUT",
        url: `/api/v1/jobs/${id}`,
        headers: poster.headers,
        payload: jobBody({ title: "Senior accountant" }),
      });
      expect(edit.statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/v1/jobs/${id}`, poster)).json()).toMatchObject({
        status: "pending",
        title: "Senior accountant",
      });
      // Nobody else may edit it (they cannot even tell it exists).
      const other = await ctx().app.inject({
        method: "PUT",
        url: `/api/v1/jobs/${id}`,
        headers: stranger.headers,
        payload: jobBody(),
      });
      expect(other.statusCode).toBe(404);
    });

    it("takes a closed post off the board for good", async () => {
      const id = await postJob(ctx().app, poster);
      await decide(ctx().app, admin, "jobs", id, "approve");
      const close = (who: Actor) =>
        ctx().app.inject({ method: "POST", url: `/api/v1/jobs/${id}/close`, headers: who.headers });
      expect((await close(stranger)).statusCode).toBe(404);
      expect((await close(poster)).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/v1/jobs/${id}`)).statusCode).toBe(404);
      const edit = await ctx().app.inject({
        method: "PUT",
        url: `/api/v1/jobs/${id}`,
        headers: poster.headers,
        payload: jobBody(),
      });
      expect(edit.statusCode).toBe(409);
    });
  });

  describe("expiry", () => {
    it("lists a post through its last date and drops it the day after", async () => {
      const id = await postJob(ctx().app, poster, { title: "Expiry check", lastDate: todayInIndia() });
      await decide(ctx().app, admin, "jobs", id, "approve");
      expect(await publicIds("?q=Expiry check")).toEqual([id]);
      // A day later, in the database's eyes: the last date is yesterday.
      await ctx()
        .app.database.db.updateTable("jobs")
        .set({ last_date: addDays(todayInIndia(), -1) })
        .where("id", "=", id)
        .execute();
      expect(await publicIds("?q=Expiry check")).toEqual([]);
      expect((await get(`/api/v1/jobs/${id}`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v1/jobs/${id}`, poster)).json()).toMatchObject({
        isExpired: true,
        canApply: false,
      });
    });
  });

  describe("filters and paging", () => {
    it("filters by district, type, qualification and text, newest first, ten a page", async () => {
      const { app } = ctx();
      const lister = await actor(app);
      const tag = `Filtertag${Date.now()}`;
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const id = await postJob(app, lister, {
          title: `${tag} ${i}`,
          districtId: i % 2 === 0 ? 2023 : 2026,
          jobType: i % 3 === 0 ? "government" : "private",
          qualificationId: i < 6 ? 4 : 7,
        });
        await decide(app, admin, "jobs", id, "approve");
        ids.push(id);
      }
      const page1 = (await get(`/api/v1/jobs?q=${tag}`)).json();
      expect(page1.total).toBe(12);
      expect(page1.items.map((j: { id: number }) => j.id)).toEqual([...ids].reverse().slice(0, 10));
      const page2 = (await get(`/api/v1/jobs?q=${tag}&page=2`)).json();
      expect(page2.items.map((j: { id: number }) => j.id)).toEqual([ids[1], ids[0]]);

      const nashik = (await get(`/api/v1/jobs?q=${tag}&districtId=2023`)).json();
      expect(nashik.total).toBe(6);
      expect(nashik.items.every((j: { place: string }) => j.place === "Nashik, Maharashtra")).toBe(true);
      const govt = (await get(`/api/v1/jobs?q=${tag}&jobType=government&qualificationId=7`)).json();
      expect(govt.items.map((j: { id: number }) => j.id).sort()).toEqual([ids[6], ids[9]].sort());
      const marathi = (await get(`/api/v1/jobs?q=${tag.toLowerCase()}&districtId=2023`, null, "mr")).json();
      expect(marathi.items[0].place).toBe("नाशिक, महाराष्ट्र");
    });
  });

  describe("resumes and applications", () => {
    let jobId: number;
    beforeAll(async () => {
      jobId = await postJob(ctx().app, poster, { title: "Driver" });
      await decide(ctx().app, admin, "jobs", jobId, "approve");
    });
    const apply = (who: Actor, id = jobId, method: "POST" | "DELETE" = "POST") =>
      ctx().app.inject({ method, url: `/api/v1/jobs/${id}/apply`, headers: who.headers });

    it("asks for a resume before applying", async () => {
      const fresh = await actor(ctx().app);
      const res = await apply(fresh);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("Upload your resume first, then apply.");
    });

    it("accepts a PDF or an image and refuses other files by their bytes", async () => {
      const who = await actor(ctx().app);
      const html = await uploadResume(ctx().app, who, HTML_FILE);
      expect(html.statusCode).toBe(415);
      const image = await uploadResume(ctx().app, who, await photoJpeg(800, 1100));
      expect(image.statusCode).toBe(201);
      expect(image.json().resume).toMatchObject({ type: "image" });
      const pdf = await uploadResume(ctx().app, who);
      expect(pdf.statusCode).toBe(201);
      const info = (await get("/api/v1/jobs/resume", who)).json();
      expect(info.resume.type).toBe("pdf");
      // The replaced image's link no longer works.
      expect((await get(`/api/v1${image.json().resume.url}`, who)).statusCode).toBe(404);
      const big = await uploadResume(
        ctx().app,
        who,
        Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * 1024 * 1024)]),
      );
      expect(big.statusCode).toBe(413);
      const visitor = await ctx().app.inject({ method: "POST", url: "/api/v1/jobs/resume" });
      expect(visitor.statusCode).toBe(401);
    });

    it("shows applicants and their resumes to the poster alone", async () => {
      expect((await uploadResume(ctx().app, seeker)).statusCode).toBe(201);
      expect((await apply(seeker)).json().message).toBe("Your application has been sent.");
      expect((await apply(seeker)).statusCode).toBe(200); // twice is still one application
      expect((await get(`/api/v1/jobs/${jobId}`, seeker)).json()).toMatchObject({
        hasApplied: true,
        canApply: false,
        applicants: null,
      });
      expect((await get(`/api/v1/jobs/${jobId}`, stranger)).json().applicants).toBeNull();
      expect((await get(`/api/v1/jobs/${jobId}`, admin)).json().applicants).toBeNull();

      const mine = (await get(`/api/v1/jobs/${jobId}`, poster)).json();
      expect(mine.applicants).toHaveLength(1);
      expect(mine.applicants[0]).toMatchObject({ name: "Rohini Jadhav", resumeType: "pdf" });
      const resumeUrl = `/api/v1${mine.applicants[0].resumeUrl}`;
      const download = await get(resumeUrl, poster);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toMatch(/^attachment/);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect((await get(resumeUrl, seeker)).statusCode).toBe(200);
      expect((await get(resumeUrl, admin)).statusCode).toBe(200);
      expect((await get(resumeUrl, stranger)).statusCode).toBe(404);
      expect((await get(resumeUrl)).statusCode).toBe(401);
      // A poster the seeker never applied to cannot read it either.
      const otherPoster = await actor(ctx().app);
      await postJob(ctx().app, otherPoster);
      expect((await get(resumeUrl, otherPoster)).statusCode).toBe(404);

      expect((await apply(seeker, jobId, "DELETE")).statusCode).toBe(200);
      expect((await get(`/api/v1/jobs/${jobId}`, poster)).json().applicants).toEqual([]);
      expect((await get(resumeUrl, poster)).statusCode).toBe(404);
    });

    it("refuses applying to one's own post or to one not open", async () => {
      await uploadResume(ctx().app, poster);
      expect((await apply(poster)).statusCode).toBe(409);
      const pending = await postJob(ctx().app, stranger);
      expect((await apply(seeker, pending)).statusCode).toBe(404);
    });
  });

  it("does not take a business body for a job", async () => {
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/jobs",
      headers: poster.headers,
      payload: businessBody(),
    });
    expect(res.statusCode).toBe(400);
  });
});
