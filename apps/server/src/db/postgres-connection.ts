/**
 * The PostgreSQL pool's change mark (db/change-mark.ts): on PostgreSQL every signed-in
 * request paid a round trip for its session, the floor under every route's throughput. The mark lets
 * sessions-repo keep the row while nothing it reads can have changed:
 *
 * - this server's writes: every statement sent through the pool that is not a plain SELECT is
 *   counted as it is sent and again when it has finished (a COMMIT included);
 * - other servers' and tools' commits to users, sessions and list_generation: migration 059's
 *   triggers NOTIFY `vv_changes` with the table's schema, heard on a connection of its own (notices
 *   from this pool's own connections are skipped: those writes were counted as they were sent);
 * - the clock: the mark moves every few seconds, so a notice lost with a connection that died
 *   without saying so delays what this server sees by that much at most.
 *
 * Until the listening connection is up (it is opened on the first ask, so CLIs never open it) and
 * whenever it drops, the mark is null and every read goes to the database. A notice arrives in
 * about a millisecond: a request that reaches this server before it sees the state of a moment
 * earlier, as it would had it arrived a moment earlier.
 */
import type { Kysely } from "kysely";
import type pg from "pg";
import { registerChangeMark } from "./change-mark";

export const CHANGES_CHANNEL = "vv_changes";
/** The longest a read is kept without a fresh notice able to reach it. */
const MARK_PERIOD_MS = 5_000;
const RELISTEN_AFTER_MS = 1_000;
export const LISTENER_NAME = "vv-changes";

type PgModule = typeof pg;

/** Sets up a Kysely instance's PostgreSQL pool; called once, when the database is opened. */
export function attachPostgresConnection(
  // biome-ignore lint/suspicious/noExplicitAny: any database schema
  db: Kysely<any>,
  pgModule: PgModule,
  pool: pg.Pool,
  clientConfig: pg.ClientConfig,
): void {
  let writes = 0;
  // The pool's own backends: their notices tell of writes already counted here.
  const ownBackends = new Set<number>();
  const backendOf = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;
  pool.on("connect", (client) => {
    ownBackends.add(backendOf(client));
    countWrites(client, () => {
      writes++;
    });
  });
  pool.on("remove", (client) => ownBackends.delete(backendOf(client)));
  const listener = changesListener(pgModule, clientConfig, (backend) => ownBackends.has(backend));
  const end = pool.end.bind(pool);
  pool.end = (() => {
    listener.close();
    return end();
  }) as typeof pool.end;
  registerChangeMark(db, () => {
    const heard = listener.heard();
    return heard === null ? null : `${writes}:${heard}:${Math.floor(Date.now() / MARK_PERIOD_MS)}`;
  });
}

/** A plain SELECT reads; anything else (WITH, INSERT, BEGIN, COMMIT, SET…) may write. */
const READ_ONLY = /^\s*select\s/i;

/** Calls `onWrite` when a statement that may write is sent and again when it has finished. */
function countWrites(client: pg.PoolClient, onWrite: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (text !== undefined && READ_ONLY.test(text)) return query(...args);
    onWrite();
    const result = query(...args);
    if (result instanceof Promise) return result.finally(onWrite);
    return result;
  }) as typeof client.query;
}

interface ChangesListener {
  /** How many notices (and reconnections) this server has heard; null while it is not listening. */
  heard(): number | null;
  close(): void;
}

function changesListener(
  pgModule: PgModule,
  clientConfig: pg.ClientConfig,
  isOwn: (backend: number) => boolean,
): ChangesListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let heard = 0;
  let retry: NodeJS.Timeout | undefined;

  function drop(dropped: pg.Client) {
    if (client !== dropped) return;
    client = undefined;
    listening = false;
    heard++;
    dropped.removeAllListeners("notification");
    dropped.end().catch(() => {});
    if (!closed) retry = setTimeout(start, RELISTEN_AFTER_MS).unref();
  }

  async function start() {
    retry = undefined;
    if (client || closed) return;
    const opened = new pgModule.Client({ ...clientConfig, keepAlive: true });
    client = opened;
    let schema: string | null = null;
    opened.on("notification", (notice) => {
      if (notice.payload === schema && !isOwn(notice.processId)) heard++;
    });
    opened.on("error", () => drop(opened));
    opened.on("end", () => drop(opened));
    try {
      await opened.connect();
      const { rows } = await opened.query<{ schema: string | null }>("select current_schema() as schema");
      schema = rows[0]?.schema ?? null;
      // No schema yet (a database not migrated): nothing can be announced, so nothing is kept.
      if (schema === null) throw new Error("no current schema");
      // Named so an operator (or a test) can tell the listening connections apart in pg_stat_activity.
      await opened.query("select set_config('application_name', $1, false)", [`${LISTENER_NAME} ${schema}`]);
      await opened.query(`listen ${CHANGES_CHANNEL}`);
      if (client !== opened) return;
      heard++;
      listening = true;
    } catch {
      drop(opened);
    }
  }

  return {
    heard() {
      if (listening) return heard;
      if (!client && !retry && !closed) void start();
      return null;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      open?.end().catch(() => {});
    },
  };
}
