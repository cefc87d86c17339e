import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor, createProfile } from "../../test/profile-helpers";

describeEachDialect("partner preferences API", (ctx) => {
  let family: Actor;
  let other: Actor;
  let profile: Awaited<ReturnType<typeof createProfile>>;
  const call = (who: Actor, method: "GET" | "PUT", payload?: unknown, lang = "en") =>
    ctx().app.inject({
      method,
      url: `/api/v1/preferences/${profile.id}`,
      headers: { ...who.headers, "accept-language": lang },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    family = await actor(ctx().app);
    other = await actor(ctx().app);
    profile = await createProfile(ctx().app, family, 1);
  });

  it("starts empty: nothing stated", async () => {
    const res = await call(family, "GET");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profileId: profile.id,
      isSet: false,
      values: {
        maritalStatusIds: [],
        educationIds: [],
        occupationIds: [],
        districtIds: [],
        regionIds: [],
        casteMode: "any",
        casteIds: [],
        avoidNadiDosha: false,
        mangalMustMatch: false,
      },
    });
  });

  it("saves and reads back every part", async () => {
    const values = {
      ageMin: 21,
      ageMax: 28,
      heightMin: "5_0",
      heightMax: "5_8",
      maritalStatusIds: [0],
      educationIds: [4, 6],
      occupationIds: [3, 4],
      minIncomeId: 3,
      districtIds: [2021, 2025],
      regionIds: [1],
      casteMode: "list",
      casteIds: [101, 102],
      minGuna: 18,
      avoidNadiDosha: true,
      mangalMustMatch: true,
    };
    const saved = await call(family, "PUT", values);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Partner preferences saved.");
    const read = (await call(family, "GET")).json();
    expect(read.isSet).toBe(true);
    expect(read.values).toEqual(values);
    // Saving again replaces: an empty body clears everything.
    expect((await call(family, "PUT", {})).statusCode).toBe(200);
    expect((await call(family, "GET")).json().values).toMatchObject({ educationIds: [], casteMode: "any" });
  });

  it("refuses wrong values with translated messages next to the fields, saving nothing", async () => {
    await call(family, "PUT", { ageMin: 25 });
    const res = await call(
      family,
      "PUT",
      {
        ageMin: 30,
        ageMax: 25,
        heightMin: "6_0",
        heightMax: "5_0",
        casteMode: "list",
        educationIds: [999],
        minGuna: 40,
      },
      "mr",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      ageMax: "कमाल वय किमान वयापेक्षा कमी असू नये",
      heightMax: "कमाल उंची किमान उंचीपेक्षा कमी असू नये",
      casteIds: 'किमान एक जात निवडा, किंवा "कोणतीही" अथवा "आमच्यासारखीच" निवडा',
      educationIds: expect.any(String),
      minGuna: "कृपया ० ते ३६ मधील संख्या लिहा",
    });
    expect((await call(family, "GET")).json().values.ageMin).toBe(25);
    const english = await call(family, "PUT", { ageMin: 17, districtIds: [123456] });
    expect(english.json().error.fields).toMatchObject({
      ageMin: "Please enter a value from 18 to 80",
      districtIds: "Please choose from the list",
    });
  });

  it("belongs to the profile's family: others get 404", async () => {
    expect((await call(other, "GET")).statusCode).toBe(404);
    expect((await call(other, "PUT", { ageMin: 20 })).statusCode).toBe(404);
  });
});
