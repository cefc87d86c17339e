import { ROW_STATUS } from "@vv/shared/statuses";
import type { DB } from "../../db/database";
import type { ProfilePatch } from "./repo";

/**
 * Profile rows read and changed inside another feature's transaction (a committee decision, a
 * payment recorded by hand): no dialect needed, so it takes the transaction as it is.
 */
export function profileRowsRepo(db: DB) {
  const live = () => db.selectFrom("profiles").selectAll().where("row_status", "!=", ROW_STATUS.deleted);
  return {
    findLive: (id: number) => live().where("id", "=", id).executeTakeFirst(),
    findLiveByRegistration: (registrationNumber: number) =>
      live().where("registration_number", "=", registrationNumber).executeTakeFirst(),
    /** The name parts of any profile (deleted ones too: a payment keeps its profile's name). */
    names: (id: number) =>
      db
        .selectFrom("profiles")
        .select(["first_name", "middle_name", "last_name"])
        .where("id", "=", id)
        .executeTakeFirst(),
    async update(id: number, patch: ProfilePatch) {
      await db.updateTable("profiles").set(patch).where("id", "=", id).execute();
    },
  };
}
