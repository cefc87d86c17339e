import type { LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor } from "../../test/profile-helpers";

/** The nominee (DPDP Act s14): named, changed and removed by the member alone, validated. */
describeEachDialect("nominee", (ctx) => {
  const call = (method: "GET" | "PUT" | "DELETE", who?: Actor, payload?: unknown, lang = "en") =>
    ctx().app.inject({
      method,
      url: "/api/v1/me/nominee",
      headers: { ...(who?.headers ?? {}), "accept-language": lang },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    }) as Promise<LightMyRequestResponse>;

  it("names, changes and removes the nominee; each member sees only their own", async () => {
    const member = await actor(ctx().app);
    const other = await actor(ctx().app);
    expect((await call("GET", member)).json()).toEqual({ nominee: null });

    const saved = await call("PUT", member, {
      name: " Sunita Pawar ",
      relation: "Mother",
      mobile: "+91 98220 12345",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().nominee).toMatchObject({
      name: "Sunita Pawar",
      relation: "Mother",
      mobile: "9822012345",
    });

    const changed = await call("PUT", member, {
      name: "Ajay Pawar",
      relation: "Brother",
      mobile: "9822054321",
    });
    expect(changed.json().nominee).toMatchObject({
      name: "Ajay Pawar",
      relation: "Brother",
      mobile: "9822054321",
    });
    expect((await call("GET", member)).json().nominee).toMatchObject({ name: "Ajay Pawar" });
    // One nominee per account, and never another family's.
    expect((await call("GET", other)).json()).toEqual({ nominee: null });

    expect((await call("DELETE", member)).json()).toEqual({ nominee: null });
    expect((await call("GET", member)).json()).toEqual({ nominee: null });
  });

  it("refuses a missing name or relation and a wrong mobile, in the member's language; visitors get 401", async () => {
    const member = await actor(ctx().app);
    const bad = await call("PUT", member, { name: "", relation: " ", mobile: "12345" }, "mr");
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(["mobile", "name", "relation"]);
    expect(fields.name).toMatch(/[\u0900-\u097F]/);
    expect((await call("GET", member)).json()).toEqual({ nominee: null });
    expect((await call("GET")).statusCode).toBe(401);
    expect(
      (await call("PUT", undefined, { name: "A", relation: "B", mobile: "9822012345" })).statusCode,
    ).toBe(401);
  });
});
