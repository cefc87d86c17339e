import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { actor } from "../test/profile-helpers";
import { findNul } from "./input";

it("finds a NUL anywhere, even 10,000 levels deep", () => {
  expect(findNul({ a: "x", b: ["y", "z\u0000"] })).toBe("b.1");
  expect(findNul({ "k\u0000": 1 })).toBe("_");
  let deep: unknown = "\u0000";
  for (let i = 0; i < 10_000; i++) deep = [deep];
  expect(findNul(deep)).toMatch(/^0(\.0)*$/);
  expect(findNul({ a: 1, b: null, c: "ok" })).toBeNull();
});

describeEachDialect("input hygiene", (ctx) => {
  it("refuses a NUL in an otherwise valid body with the field's translated message", async () => {
    const member = await actor(ctx().app);
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/reviews",
      headers: { ...member.headers, "accept-language": "mr" },
      payload: { rating: 4, text: "छान\u0000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
    expect(res.json().error.fields.text).toContain("NUL");
    expect(res.json().error.fields.text).toMatch(/[\u0900-\u097F]/);
  });

  it("answers text bodies 415 and a NUL in the query 400, translated", async () => {
    const text = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/contact",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe("This kind of content is not accepted.");
    const query = await ctx().app.inject({ method: "GET", url: "/api/v1/jobs?q=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toContain("NUL");
  });
});
