import { beforeAll, describe, expect, it } from "vitest";
import { businessBody, decide, listBusiness } from "../../test/board-helpers";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile, uploadPhoto } from "../../test/profile-helpers";

describeEachDialect("business directory", (ctx) => {
  let owner: Actor;
  let stranger: Actor;
  let admin: Actor;
  const get = (url: string, who?: Actor | null, lang = "en") =>
    ctx().app.inject({ method: "GET", url, headers: { ...who?.headers, "accept-language": lang } });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, who: Actor | null, payload?: unknown) =>
    ctx().app.inject({ method, url, headers: who?.headers, payload: payload as Record<string, unknown> });
  const publicIds = async (query = "") =>
    ((await get(`/api/v1/business${query}`)).json().items as { id: number }[]).map((b) => b.id);

  beforeAll(async () => {
    owner = await actor(ctx().app);
    stranger = await actor(ctx().app);
    admin = await actor(ctx().app, { role: "admin" });
  });

  describe("validation", () => {
    it("names each wrong field, in Marathi too", async () => {
      const res = await ctx().app.inject({
        method: "POST",
        url: "/api/v1/business",
        headers: { ...owner.headers, "accept-language": "mr" },
        payload: businessBody({
          name: "",
          category: "jewellery",
          description: "d".repeat(1001),
          phone: "12345",
          website: "ftp://files.example.com",
        }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        name: "आवश्यक",
        category: "कृपया यादीतून निवडा",
        description: "जास्तीत जास्त १००० अक्षरे लिहा",
        phone: "कृपया योग्य १० अंकी मोबाइल क्रमांक लिहा",
        website: "कृपया http:// किंवा https:// ने सुरू होणारा संकेतस्थळाचा पत्ता लिहा",
      });
    });

    it("refuses a visitor, and a photo the member did not upload or that a profile uses", async () => {
      expect((await send("POST", "/api/v1/business", null, businessBody())).statusCode).toBe(401);
      const othersPhoto = await uploadPhoto(ctx().app, stranger);
      const res = await send("POST", "/api/v1/business", owner, businessBody({ photoId: othersPhoto }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.photoId).toBe("Please upload the photo again");
      const family = await actor(ctx().app);
      const profile = await createProfile(ctx().app, family, 2);
      const form = (await get(`/api/v1/profiles/${profile.id}/form`, family)).json();
      const reused = await send(
        "POST",
        "/api/v1/business",
        family,
        businessBody({ photoId: form.values.photoId }),
      );
      expect(reused.statusCode).toBe(400);
    });
  });

  describe("approval, visibility and the photo", () => {
    it("shows a listing and its photo to everyone only after approval", async () => {
      const photoId = await uploadPhoto(ctx().app, owner);
      const id = await listBusiness(ctx().app, owner, { name: "Kolhapuri Chappal Ghar", photoId });
      const photoUrl = `/api/v1/media/photos/${photoId}/thumb.webp`;
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/v1/business/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/v1/business/${id}`, stranger)).statusCode).toBe(404);
      expect((await get(photoUrl, stranger)).statusCode).toBe(404);
      expect((await get(photoUrl, admin)).statusCode).toBe(200);
      expect((await get(`/api/v1/business/${id}`, owner)).json()).toMatchObject({
        status: "pending",
        isOwner: true,
      });

      expect((await decide(ctx().app, stranger, "business", id, "approve")).statusCode).toBe(403);
      const approved = await decide(ctx().app, admin, "business", id, "approve");
      expect(approved.json().message).toBe("Business listing approved.");
      expect(await publicIds()).toContain(id);
      const card = (await get(`/api/v1/business/${id}`, null, "mr")).json();
      expect(card).toMatchObject({ categoryLabel: "खाद्यपदार्थ", place: "सातारा, महाराष्ट्र", isOwner: false });
      expect(card.photo.thumb).toBe(`/media/photos/${photoId}/thumb.webp`);
      expect((await get(photoUrl)).statusCode).toBe(200);

      const audit = (await get(`/api/v1/admin/business/${id}/audit`, admin)).json().items;
      expect(audit[0]).toMatchObject({ action: "approve", actorUserId: admin.user.id });
    });

    it("rejects with a remark the owner sees; an edit goes back to the committee", async () => {
      const id = await listBusiness(ctx().app, owner);
      expect((await decide(ctx().app, admin, "business", id, "reject")).statusCode).toBe(400);
      await decide(ctx().app, admin, "business", id, "reject", "Add the shop's address.");
      const mine = (await get("/api/v1/business/mine", owner)).json().items;
      expect(mine.find((b: { id: number }) => b.id === id)).toMatchObject({
        status: "rejected",
        rejectedRemark: "Add the shop's address.",
      });
      await send(
        "PUT",
        `/api/v1/business/${id}`,
        owner,
        businessBody({ address: "12 Station Road, Satara" }),
      );
      expect((await get(`/api/v1/business/${id}`, owner)).json()).toMatchObject({
        status: "pending",
        rejectedRemark: null,
      });
      await decide(ctx().app, admin, "business", id, "approve");
      expect(await publicIds()).toContain(id);
      await send("PUT", `/api/v1/business/${id}`, owner, businessBody({ name: "Renamed" }));
      expect(await publicIds()).not.toContain(id);
      expect((await send("PUT", `/api/v1/business/${id}`, stranger, businessBody())).statusCode).toBe(404);
    });

    it("lets the owner hide, show and delete a listing (with its photo)", async () => {
      const photoId = await uploadPhoto(ctx().app, owner);
      const id = await listBusiness(ctx().app, owner, { photoId });
      await decide(ctx().app, admin, "business", id, "approve");
      const visibility = (who: Actor, hidden: boolean) =>
        send("PUT", `/api/v1/business/${id}/visibility`, who, { hidden });
      expect((await visibility(stranger, true)).statusCode).toBe(404);
      expect((await visibility(owner, true)).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/v1/business/${id}`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v1/media/photos/${photoId}/thumb.webp`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v1/business/${id}`, owner)).json().isHidden).toBe(true);
      await visibility(owner, false);
      expect(await publicIds()).toContain(id);

      expect((await send("DELETE", `/api/v1/business/${id}`, stranger)).statusCode).toBe(404);
      expect((await send("DELETE", `/api/v1/business/${id}`, owner)).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await get(`/api/v1/media/photos/${photoId}/thumb.webp`, owner)).statusCode).toBe(404);
    });
  });

  describe("filters and paging", () => {
    it("filters by category, district and text, newest first, twelve a page", async () => {
      // Two members: one may keep ten listings at most.
      const listers = [await actor(ctx().app), await actor(ctx().app)];
      const tag = `Biztag${Date.now()}`;
      const ids: number[] = [];
      for (let i = 0; i < 13; i++) {
        const id = await listBusiness(ctx().app, listers[i % 2] as Actor, {
          name: `${tag} ${i}`,
          category: i % 2 === 0 ? "shop" : "agriculture",
          districtId: i < 4 ? 2016 : 2030,
        });
        await decide(ctx().app, admin, "business", id, "approve");
        ids.push(id);
      }
      const page1 = (await get(`/api/v1/business?q=${tag}`)).json();
      expect(page1.total).toBe(13);
      expect(page1.items).toHaveLength(12);
      expect(page1.items[0].id).toBe(ids[12]);
      expect(
        (await get(`/api/v1/business?q=${tag}&page=2`)).json().items.map((b: { id: number }) => b.id),
      ).toEqual([ids[0]]);
      const kolhapurShops = (await get(`/api/v1/business?q=${tag}&category=shop&districtId=2016`)).json();
      expect(kolhapurShops.items.map((b: { id: number }) => b.id)).toEqual([ids[2], ids[0]]);
      const admins = (await get(`/api/v1/admin/business?tab=approved&q=${tag}`, admin)).json();
      expect(admins.total).toBe(13);
      expect(admins.items[0].ownerUserName).toBe("Test Member");
    });
  });
});
