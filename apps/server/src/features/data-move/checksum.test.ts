import { describe, expect, it } from "vitest";
import type { TableInfo } from "../../db/data-copy";
import { normalise, TableChecksum } from "./checksum";
import { loadOrder } from "./tables";

const columns = [
  { name: "id", kind: "plain" },
  { name: "created_at", kind: "timestamp" },
  { name: "payload", kind: "plain" },
  { name: "is_open", kind: "plain" },
] as const;

const sum = (rows: Record<string, unknown>[]) => {
  const c = new TableChecksum([...columns]);
  for (const row of rows) c.add(row);
  return c.digest();
};

describe("a table's checksum across dialects", () => {
  it("reads the same instant the same, whether SQLite text or PostgreSQL's timestamptz", () => {
    expect(normalise("2026-11-28T06:38:10Z", "timestamp")).toBe("2026-11-28T06:38:10.000Z");
    expect(normalise("2026-11-28T12:08:10.000+05:30", "timestamp")).toBe("2026-11-28T06:38:10.000Z");
    expect(normalise(new Date("2026-11-28T06:38:10Z"), "timestamp")).toBe("2026-11-28T06:38:10.000Z");
    expect(() => normalise("yesterday", "timestamp")).toThrow(/not an instant/);
  });

  it("is the same in any row order, and differs for one changed value of any kind", () => {
    const a = { id: 1, created_at: "2026-11-28T06:38:10.000Z", payload: '{"b":1,"a":[true]}', is_open: 1 };
    const b = { id: 2, created_at: "2026-11-27T00:00:00.000Z", payload: null, is_open: 0 };
    expect(sum([a, b])).toBe(sum([b, { ...a, created_at: "2026-11-28T12:08:10+05:30", id: 1n }]));
    expect(sum([a, b])).not.toBe(sum([a, { ...b, is_open: 1 }]));
    expect(sum([a, b])).not.toBe(sum([a, { ...b, created_at: "2026-11-27T00:00:00.001Z" }]));
    expect(sum([a, b])).not.toBe(sum([{ ...a, payload: '{"a":[true],"b":1}' }, b]));
    expect(sum([a, b])).not.toBe(sum([a, { ...b, payload: "" }]));
    expect(sum([a, b])).not.toBe(sum([a]));
  });
});

describe("the load order", () => {
  const table = (name: string, parents: string[]): TableInfo => ({
    name,
    columns: [],
    primaryKey: ["id"],
    parents,
    selfReferences: [],
    autoId: true,
  });

  it("puts every table after the tables it references", () => {
    const order = loadOrder([
      table("interests", ["profiles", "users"]),
      table("profiles", ["users"]),
      table("users", []),
    ]).map((t) => t.name);
    expect(order).toEqual(["users", "profiles", "interests"]);
  });

  it("refuses tables that reference each other in a cycle", () => {
    expect(() => loadOrder([table("a", ["b"]), table("b", ["a"])])).toThrow(/cycle/);
  });
});
