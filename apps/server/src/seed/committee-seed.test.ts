import { committeeMemberInputSchema } from "@vv/shared/committee";
import { REGIONS } from "@vv/shared/reference";
import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { actor } from "../test/profile-helpers";
import { seedDemoCommittee } from "./committee-seed";

describeEachDialect("demo committee seed", (ctx) => {
  it("gives every region an organizer first, with valid details and public photos, once", async () => {
    const { app } = ctx();
    const created = await seedDemoCommittee(app);
    expect(created).toBeGreaterThanOrEqual(REGIONS.length * 2);
    expect(await seedDemoCommittee(app)).toBe(0);
    const { items } = (await app.inject({ method: "GET", url: "/api/v1/committee" })).json();
    expect(items).toHaveLength(created);
    for (const region of REGIONS) {
      const members = items.filter((m: { regionId: number }) => m.regionId === region.id);
      expect(members[0].isOrganizer, region.en).toBe(true);
    }
    // Visitors no longer see home addresses; an admin reads the whole record.
    const admin = await actor(app, { role: "admin" });
    for (const item of items.slice(0, 6)) {
      const details = (
        await app.inject({ method: "GET", url: `/api/v1/committee/${item.id}`, headers: admin.headers })
      ).json();
      // What the seed wrote passes the same rules as the form.
      expect(committeeMemberInputSchema.safeParse(details).success).toBe(true);
      expect(details.firstName).toMatch(/[\u0900-\u097F]/);
      const photo = await app.inject({ method: "GET", url: `/api/v1${details.photo.thumb}` });
      expect(photo.statusCode).toBe(200);
    }
  });
});
