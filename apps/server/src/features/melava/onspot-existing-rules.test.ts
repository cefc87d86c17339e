import { expect, it } from "vitest";
import { describeEachDialect } from "../../test/harness";
import { deskCalls } from "../../test/melava-desk";
import { actor, createProfile } from "../../test/profile-helpers";
import { createEvent } from "./test-helpers";

describeEachDialect("melava desk: the registration rules for a found profile", (ctx) => {
  const app = () => ctx().app;
  const { db, call, lookup, existing, rowsOf, approvedFamily } = deskCalls(app);

  it("refuses a pending profile, a fee without receipt and a used receipt; a full series takes the waiting list; a closed event takes no one", async () => {
    const admin = await actor(app(), { role: "admin" });
    const { id } = await createEvent(app(), admin, { feeRupees: 100, capacityBrides: 1 });
    const family = await actor(app());
    const pending = await createProfile(app(), family, 2);
    const notApproved = await existing(id, admin, {
      profileId: pending.id,
      paymentMethod: "cash",
      receiptNumber: "P-1",
    });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().error.message).toContain("approved");
    expect((await lookup(id, admin, String(pending.registrationNumber))).json().items[0]).toMatchObject({
      approval: "pending",
      state: "pending",
      registration: null,
    });

    const a = await approvedFamily(2);
    const noReceipt = await existing(id, admin, { profileId: a.profile.id });
    expect(noReceipt.statusCode).toBe(400);
    expect(JSON.stringify(noReceipt.json())).toContain("record how it was received");
    const methodOnly = await existing(id, admin, { profileId: a.profile.id, paymentMethod: "cash" });
    expect(methodOnly.statusCode).toBe(400);
    expect(await rowsOf(id)).toEqual([]);
    expect(
      (await existing(id, admin, { profileId: a.profile.id, paymentMethod: "cash", receiptNumber: "P-2" }))
        .statusCode,
    ).toBe(201);

    const b = await approvedFamily(2);
    const used = await existing(id, admin, {
      profileId: b.profile.id,
      paymentMethod: "cash",
      receiptNumber: "P-2",
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toContain("receipt number is already recorded");
    const full = await existing(id, admin, {
      profileId: b.profile.id,
      paymentMethod: "cash",
      receiptNumber: "P-3",
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toContain("All places");
    const waiting = await existing(id, admin, { profileId: b.profile.id, joinWaitingList: true });
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toMatchObject({
      waitingPosition: 1,
      registration: { status: "waiting", eventNumber: null, paid: false },
    });
    expect(
      await db().selectFrom("payments").select("id").where("profile_id", "=", b.profile.id).execute(),
    ).toEqual([]);

    expect((await existing(id, admin, { profileId: 987_654 })).statusCode).toBe(404);
    await call("POST", `/admin/melava/${id}/actions`, admin, { action: "close" });
    const c = await approvedFamily(1);
    const closed = await existing(id, admin, {
      profileId: c.profile.id,
      paymentMethod: "cash",
      receiptNumber: "P-9",
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toContain("cannot register on the spot");
  });
});
