/**
 * notify(trx, { userId, type, params, link }): tells a member something inside the caller's
 * transaction. The statements live in notify-repo.ts (SQL stays in repos); import from here.
 */
export { type NotifyInput, notify } from "./notify-repo";
