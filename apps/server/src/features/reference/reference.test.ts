import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";

describeEachDialect("GET /master-data", (ctx) => {
  it("serves every reference list with English and Marathi labels", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/api/v1/master-data" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.states).toHaveLength(36);
    const maharashtra = body.states.find((s: { id: number }) => s.id === 20);
    expect(maharashtra.en).toBe("Maharashtra");
    expect(maharashtra.mr).toBe("महाराष्ट्र");
    expect(maharashtra.districts).toHaveLength(36);
    expect(body.genders.map((g: { id: number }) => g.id)).toEqual([1, 2]);
    expect(body.maritalStatuses.map((m: { id: number }) => m.id)).toEqual([0, 1, 3, 4, 5]);
    expect(body.religions).toHaveLength(11);
    expect(body.designations).toHaveLength(12);
  });

  it("is cacheable and answers 304 to a matching ETag", async () => {
    const first = await ctx().app.inject({ method: "GET", url: "/api/v1/master-data" });
    expect(first.headers["cache-control"]).toContain("max-age=3600");
    const etag = first.headers.etag as string;
    const second = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/master-data",
      headers: { "if-none-match": etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });
});
