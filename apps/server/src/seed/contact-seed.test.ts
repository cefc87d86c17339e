import { expect, it } from "vitest";
import { describeEachDialect } from "../test/harness";
import { actor } from "../test/profile-helpers";
import { seedDemoContactMessages } from "./contact-seed";

describeEachDialect("demo contact messages", (ctx) => {
  it("fills the admin inbox once, however often the seed runs", async () => {
    const { app } = ctx();
    expect(await seedDemoContactMessages(app)).toBe(3);
    expect(await seedDemoContactMessages(app)).toBe(0);
    const admin = await actor(app, { role: "admin" });
    const res = await app.inject({
      method: "GET",
      url: "/api/v1/admin/contact-messages",
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({ total: 3, unread: 3 });
    expect(res.json().items[0].subject).toBe("Melava date");
  });
});
