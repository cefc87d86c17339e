/**
 * The melava desk's integration tests: the admin API as one actor, the find-first lookup and
 * registration, and a family with an approved profile (kept here, outside features/, with the other
 * test helpers that read the database directly).
 */
import type { FastifyInstance } from "fastify";
import { type Actor, actor, approve, createProfile } from "./profile-helpers";

/** What the desk tests call: the admin API as one actor, the find-first lookup and registration. */
export function deskCalls(app: () => FastifyInstance) {
  const db = () => app().database.db;
  const call = (
    method: "GET" | "POST",
    url: string,
    who?: Actor,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, "accept-language": "en", ...extra },
      payload,
    });
  const lookup = (id: number, who: Actor, q: string) =>
    call("GET", `/admin/melava/${id}/desk-lookup?q=${encodeURIComponent(q)}`, who);
  const existing = (id: number, who: Actor, body: object, key?: string) =>
    call(
      "POST",
      `/admin/melava/${id}/on-the-spot/existing`,
      who,
      { showPhoto: true, ...body },
      key ? { "idempotency-key": key } : {},
    );
  const rowsOf = (eventId: number) =>
    db()
      .selectFrom("melava_registrations")
      .selectAll()
      .where("event_id", "=", eventId)
      .orderBy("id")
      .execute();
  /** A family with an approved profile (and what it keeps private). */
  async function approvedFamily(gender: 1 | 2 = 2) {
    const family = await actor(app());
    const made = await createProfile(app(), family, gender);
    await approve(app(), made.id);
    const row = await db()
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    return { family, profile: made, row };
  }
  return { db, call, lookup, existing, rowsOf, approvedFamily };
}
