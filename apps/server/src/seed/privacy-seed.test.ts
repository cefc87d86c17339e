import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { seedDemo } from "./index";

describeEachDialect("demo privacy and interests seed", (ctx) => {
  it("keeps 9000000010–14 private, opens 9000000015–19 to all members, once", async () => {
    const first = await seedDemo(ctx().app, { profiles: 6 });
    expect(first.privacy.openProfiles).toBeGreaterThanOrEqual(5);
    const rows = await ctx()
      .database.db.selectFrom("profiles")
      .innerJoin("users", "users.id", "profiles.owner_user_id")
      .select(["users.mobile", "profiles.contact_visibility", "profiles.photo_visibility"])
      .where("users.mobile", "like", "900000001%")
      .orderBy("users.mobile")
      .execute();
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      const open = Number(r.mobile.slice(-2)) >= 15;
      expect(r.contact_visibility, r.mobile).toBe(open ? "members" : "accepted");
    }
    const families = await ctx()
      .database.db.selectFrom("profiles")
      .select("photo_visibility")
      .where("photo_visibility", "=", "accepted")
      .execute();
    expect(families.length).toBeGreaterThan(0);
    expect(first.interests.created).toBe(5);
    const again = await seedDemo(ctx().app, { profiles: 6 });
    expect(again.privacy.openProfiles).toBe(0);
    expect(again.interests.created).toBe(0);
    // 9000000010 has one interest waiting and one accepted (with 9000000013, whose numbers it now sees).
    const ten = await ctx().app.services.users.findByMobile("9000000010");
    const counts = await ctx().app.services.interests.counts({
      id: ten?.id ?? 0,
      roles: ["member"],
      isVerified: 1,
      rowStatus: 1,
      hasListingAccess: true,
    });
    expect(counts).toEqual({ received: 1, sent: 0, accepted: 1 });
  });
});
