import { expect, vi } from "vitest";
import { changeMark } from "../db/change-mark";
import type { DB } from "../db/database";
import { eventually } from "./postgres-schema";

/** PostgreSQL's change mark moves every few seconds: tests that expect it to stay hold the clock. */
export function holdClock() {
  const now = Date.now();
  return vi.spyOn(Date, "now").mockReturnValue(now);
}

/** PostgreSQL's mark is null until its listening connection is up (opened on the first ask). */
export async function listening(db: DB): Promise<string> {
  changeMark(db);
  expect(await eventually(() => changeMark(db) !== null)).toBe(true);
  return changeMark(db) as string;
}

/** A member row written straight through `db` (another server or a CLI), without the app. */
export async function insertMemberRow(db: DB): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      mobile: "9123456789",
      first_name: "A",
      last_name: "B",
      role: "member",
      row_status: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
