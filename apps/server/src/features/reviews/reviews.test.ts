import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { type Actor, actor } from "../../test/profile-helpers";

describeEachDialect("reviews", (ctx) => {
  const list = (who?: Actor) =>
    ctx().app.inject({ method: "GET", url: "/api/v1/reviews", headers: who?.headers });
  const write = (who: Actor | undefined, payload: unknown, lang = "en") =>
    ctx().app.inject({
      method: "POST",
      url: "/api/v1/reviews",
      headers: { ...who?.headers, "accept-language": lang },
      payload: payload as object,
    });
  const mineOf = async (who: Actor) => (await list(who)).json().mine as { id: number } | null;

  it("refuses reviews from visitors", async () => {
    const res = await write(undefined, { rating: 4, text: "Good" });
    expect(res.statusCode).toBe(401);
    const page = (await list()).json();
    expect(page.canWrite).toBe(false);
    expect(page.isAdmin).toBe(false);
  });

  it("requires at least half a star, in half steps up to five, and at most 1000 characters", async () => {
    const member = await actor(ctx().app);
    for (const rating of [0, 0.3, 5.5, -1, "x"]) {
      const res = await write(member, { rating, text: "ok" });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().error.fields.rating).toBe("Please choose a rating of at least half a star");
    }
    const long = await write(member, { rating: 4, text: "a".repeat(1001) }, "mr");
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.text).toMatch(/१०००/); // the reader's digits on a Marathi message
    expect(long.json().error.fields.text).toMatch(/[\u0900-\u097F]/);
    expect(await mineOf(member)).toBeNull();
  });

  it("lets a member write one review, edit and delete it; the average follows", async () => {
    const app = ctx().app;
    const a = await actor(app, { first_name: "Sunita", last_name: "Jadhav" });
    const b = await actor(app, { first_name: "Mahesh", last_name: "Kale" });
    const before = (await list()).json();

    expect((await write(a, { rating: 5, text: "  Very helpful committee  " })).statusCode).toBe(201);
    expect((await write(b, { rating: 3.5 })).statusCode).toBe(201);
    const again = await write(a, { rating: 1, text: "second" });
    expect(again.statusCode).toBe(409);

    const page = (await list(a)).json();
    expect(page.count).toBe(before.count + 2);
    expect(page.canWrite).toBe(false);
    expect(page.mine).toMatchObject({ rating: 5, text: "Very helpful committee", isEdit: true });
    expect(page.items.find((r: { id: number }) => r.id === page.mine.id).reviewerName).toBe("Sunita Jadhav");
    // Everyone else sees it, but not as theirs.
    const visitorView = (await list()).json().items.find((r: { id: number }) => r.id === page.mine.id);
    expect(visitorView.isEdit).toBe(false);

    const edit = await app.inject({
      method: "PUT",
      url: `/api/v1/reviews/${page.mine.id}`,
      headers: a.headers,
      payload: { rating: 2.5, text: "Changed my mind" },
    });
    expect(edit.statusCode).toBe(200);
    expect((await mineOf(a)) as unknown).toMatchObject({ rating: 2.5, text: "Changed my mind" });

    const del = await app.inject({
      method: "DELETE",
      url: `/api/v1/reviews/${page.mine.id}`,
      headers: a.headers,
    });
    expect(del.statusCode).toBe(200);
    const after = (await list(a)).json();
    expect(after.mine).toBeNull();
    expect(after.canWrite).toBe(true);
    expect(after.count).toBe(before.count + 1);
  });

  it("does not let members edit or delete someone else's review, nor reply or hide", async () => {
    const app = ctx().app;
    const author = await actor(app);
    const other = await actor(app);
    await write(author, { rating: 4, text: "Mine" });
    const id = (await mineOf(author))?.id;
    const tries = [
      { method: "PUT" as const, url: `/api/v1/reviews/${id}`, payload: { rating: 1, text: "hacked" } },
      { method: "DELETE" as const, url: `/api/v1/reviews/${id}` },
      { method: "PUT" as const, url: `/api/v1/admin/reviews/${id}/reply`, payload: { reply: "x" } },
      { method: "DELETE" as const, url: `/api/v1/admin/reviews/${id}/reply` },
      { method: "PUT" as const, url: `/api/v1/admin/reviews/${id}/visibility`, payload: { hidden: true } },
    ];
    for (const t of tries) {
      const res = await app.inject({ ...t, headers: other.headers });
      expect(res.statusCode, `${t.method} ${t.url}`).toBe(403);
      const anon = await app.inject(t);
      expect(anon.statusCode, `visitor ${t.method} ${t.url}`).toBe(401);
    }
    expect(await mineOf(author)).toMatchObject({ rating: 4, text: "Mine", reply: null, hidden: false });
  });

  it("lets an admin reply, edit and delete the reply, with audit rows", async () => {
    const app = ctx().app;
    const author = await actor(app);
    const admin = await actor(app, { role: "admin" });
    await write(author, { rating: 4.5, text: "Found a match" });
    const id = (await mineOf(author))?.id as number;

    const empty = await app.inject({
      method: "PUT",
      url: `/api/v1/admin/reviews/${id}/reply`,
      headers: admin.headers,
      payload: { reply: "   " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reply).toBe("Required");

    const reply = (text: string) =>
      app.inject({
        method: "PUT",
        url: `/api/v1/admin/reviews/${id}/reply`,
        headers: admin.headers,
        payload: { reply: text },
      });
    expect((await reply("Congratulations!")).statusCode).toBe(200);
    let mine = (await list(author)).json().mine;
    expect(mine.reply).toBe("Congratulations!");
    expect(mine.replyAt).toBeTruthy();
    expect((await reply("Congratulations to both families!")).statusCode).toBe(200);
    expect((await list(author)).json().mine.reply).toBe("Congratulations to both families!");
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/v1/admin/reviews/${id}/reply`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    mine = (await list(author)).json().mine;
    expect(mine.reply).toBeNull();
    expect(mine.replyAt).toBeNull();

    const rows = await ctx()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_type", "=", "review")
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.action)).toEqual(["reply", "editReply", "deleteReply"]);
    expect(rows.every((r) => r.actor_user_id === admin.user.id)).toBe(true);
  });

  it("computes the average to the nearest half star and leaves hidden reviews out for all but admins", async () => {
    const app = ctx().app;
    // A clean slate for this test: only its own reviews count.
    await ctx().database.db.deleteFrom("reviews").execute();
    const ratings = [5, 4, 4, 1.5];
    const people: Actor[] = [];
    for (const rating of ratings) {
      const who = await actor(app);
      people.push(who);
      expect((await write(who, { rating, text: `rated ${rating}` })).statusCode).toBe(201);
    }
    let page = (await list()).json();
    expect(page.count).toBe(4);
    // mean 3.625 -> 3.5
    expect(page.average).toBe(3.5);

    const admin = await actor(app, { role: "super_admin" });
    const lowId = (await mineOf(people[3] as Actor))?.id;
    const hide = await app.inject({
      method: "PUT",
      url: `/api/v1/admin/reviews/${lowId}/visibility`,
      headers: admin.headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);

    page = (await list()).json();
    expect(page.count).toBe(3);
    // mean 4.333 -> 4.5
    expect(page.average).toBe(4.5);
    expect(page.items.some((r: { id: number }) => r.id === lowId)).toBe(false);
    const memberView = (await list(people[0])).json();
    expect(memberView.items.some((r: { id: number }) => r.id === lowId)).toBe(false);
    // The author still sees their own, marked hidden, and cannot write a second one.
    const authorView = (await list(people[3])).json();
    expect(authorView.mine).toMatchObject({ id: lowId, hidden: true });
    expect(authorView.canWrite).toBe(false);
    const adminView = (await list(admin)).json();
    expect(adminView.isAdmin).toBe(true);
    expect(adminView.items.find((r: { id: number }) => r.id === lowId)).toMatchObject({ hidden: true });
    expect(adminView.average).toBe(4.5);

    await app.inject({
      method: "PUT",
      url: `/api/v1/admin/reviews/${lowId}/visibility`,
      headers: admin.headers,
      payload: { hidden: false },
    });
    expect((await list()).json()).toMatchObject({ count: 4, average: 3.5 });
  });

  it("answers 404 for a review that does not exist", async () => {
    const member = await actor(ctx().app);
    const res = await ctx().app.inject({
      method: "PUT",
      url: "/api/v1/reviews/999999",
      headers: member.headers,
      payload: { rating: 3, text: "" },
    });
    expect(res.statusCode).toBe(404);
  });
});
