import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { seedDemo } from "./index";

describeEachDialect("demo trust and safety seed", (ctx) => {
  it("seeds read notifications, one open report and one block, once", async () => {
    const first = await seedDemo(ctx().app, { profiles: 8 });
    expect(first.safety).toEqual({ notifications: 6, reports: 1, blocks: 1 });
    const db = ctx().database.db;
    const unread = await db.selectFrom("notifications").select("id").where("read_at", "is", null).execute();
    expect(unread).toHaveLength(0);
    const open = await db.selectFrom("reports").select("id").where("status", "=", "open").execute();
    expect(open).toHaveLength(1);
    expect((await seedDemo(ctx().app, { profiles: 8 })).safety).toEqual({
      notifications: 0,
      reports: 0,
      blocks: 0,
    });
  });
});
