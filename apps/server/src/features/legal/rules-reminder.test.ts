import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { actor } from "../../test/profile-helpers";

const DAY = 86_400_000;

/** IT Rules 3(1)(c): the rules are recalled to every member once a year, never more often. */
describeEachDialect("yearly rules reminder", (ctx) => {
  const remindersOf = async (userId: number) =>
    (
      await ctx()
        .app.database.db.selectFrom("notifications")
        .selectAll()
        .where("user_id", "=", userId)
        .where("type", "=", "rules_reminder")
        .execute()
    ).length;

  it("reminds a member a year after joining, then once per 365 days; never a deactivated account", async () => {
    const { app } = ctx();
    const member = await actor(app);
    const inactive = await actor(app, { row_status: 0 });
    const reminders = app.services.rulesReminders;
    const start = Date.now();

    await reminders.send(new Date(start + 364 * DAY));
    expect(await remindersOf(member.user.id)).toBe(0);

    await reminders.send(new Date(start + 366 * DAY));
    expect(await remindersOf(member.user.id)).toBe(1);
    // Run again the same day, and any day of the following year: nothing more.
    await reminders.send(new Date(start + 366 * DAY));
    await reminders.send(new Date(start + 700 * DAY));
    expect(await remindersOf(member.user.id)).toBe(1);

    await reminders.send(new Date(start + 732 * DAY));
    expect(await remindersOf(member.user.id)).toBe(2);
    expect(await remindersOf(inactive.user.id)).toBe(0);

    // The member sees it among their notifications, with the link to the Terms, in Marathi too.
    const list = await app.inject({
      method: "GET",
      url: "/api/v1/notifications",
      headers: { ...member.headers, "accept-language": "mr" },
    });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((n: { type: string }) => n.type === "rules_reminder");
    expect(item).toMatchObject({ link: "/term-and-condition" });
  });
});
