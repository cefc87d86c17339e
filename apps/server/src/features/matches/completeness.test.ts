import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, approve, createProfile } from "../../test/profile-helpers";

describeEachDialect("profile completeness", (ctx) => {
  let family: Actor;
  let profile: Awaited<ReturnType<typeof createProfile>>;
  const get = (who: Actor) =>
    ctx().app.inject({
      method: "GET",
      url: `/api/v1/profiles/${profile.id}/completeness`,
      headers: who.headers,
    });

  beforeAll(async () => {
    family = await actor(ctx().app);
    profile = await createProfile(ctx().app, family, 2, {
      birthTimeUnknown: true,
      birthHour: "",
      birthMinute: "",
      birthAmPm: "",
      requirement: "",
      specialization: "",
    });
  });

  it("gives a percentage and the next steps with where to do them", async () => {
    const first = (await get(family)).json();
    const steps = first.next.map((s: { step: string }) => s.step);
    expect(steps).toEqual(
      expect.arrayContaining(["approved", "photoPending", "birthTime", "preferences", "requirement"]),
    );
    expect(first.next.find((s: { step: string }) => s.step === "preferences").to).toBe("preferences");
    expect(first.next.find((s: { step: string }) => s.step === "birthTime").to).toBe("edit");
    expect(first.next.find((s: { step: string }) => s.step === "idVerified").to).toBe("identity");
    await approve(ctx().app, profile.id);
    await ctx().app.inject({
      method: "PUT",
      url: `/api/v1/preferences/${profile.id}`,
      headers: family.headers,
      payload: { ageMax: 30 },
    });
    const later = (await get(family)).json();
    expect(later.percent).toBeGreaterThan(first.percent);
    expect(later.next.map((s: { step: string }) => s.step)).not.toContain("preferences");
    expect(later.next.map((s: { step: string }) => s.step)).not.toContain("approved");
  });

  it("is the profile family's alone", async () => {
    expect((await get(await actor(ctx().app))).statusCode).toBe(404);
  });
});
