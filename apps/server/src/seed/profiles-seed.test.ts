import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { actor, createProfile } from "../test/profile-helpers";
import { seedDemoProfiles } from "./profiles-seed";

describeEachDialect("demo profile seed", (ctx) => {
  it("creates approved profiles with photos that members can browse, and is idempotent", async () => {
    const { app } = ctx();
    expect(await seedDemoProfiles(app, { count: 6 })).toBe(6);
    expect(await seedDemoProfiles(app, { count: 6 })).toBe(0);
    const family = await actor(app);
    await createProfile(app, family, 1);
    const list = (
      await app.inject({ method: "GET", url: "/api/v1/profiles", headers: family.headers })
    ).json();
    expect(list.total).toBe(3);
    const photo = await app.inject({
      method: "GET",
      url: `/api/v1${list.items[0].photo.thumb}`,
      headers: family.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
  });
});
