import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyEtag, etagMatches, prepareJson } from "./json-etag";

describe("prepared JSON", () => {
  const schema = z.object({ name: z.string(), photo: z.object({ url: z.string() }).nullable() });

  it("writes what the response schema allows, nothing more, and tags those bytes", () => {
    const value = {
      name: "Sayali",
      photo: { url: "/p.webp", original: "/secret.jpg" },
      mobile: "9800000000",
    };
    const prepared = prepareJson(schema, value as never);
    expect(prepared.json).toBe('{"name":"Sayali","photo":{"url":"/p.webp"}}');
    expect(prepared.json).not.toContain("9800000000");
    expect(prepared.json).not.toContain("secret");
    expect(prepared.etag).toBe(bodyEtag(prepared.json));
    expect(etagMatches(prepared.etag, bodyEtag('{"name":"Sayali","photo":{"url":"/p.webp"}}'))).toBe(true);
  });

  it("refuses a value its schema refuses, as the route's serializer would", () => {
    expect(() => prepareJson(schema, { name: 5, photo: null } as never)).toThrow();
  });
});
