/**
 * SQLite's heavy reads off the main thread. better-sqlite3 runs every statement synchronously, so on
 * the embedded database a list or Matches query holds the event loop for its whole duration and every
 * other request (the health probe, a sign-in) waits behind it. Here a few worker threads each open
 * their own read-only connection to the same file; in WAL mode a reader sees every transaction
 * committed before its statement starts and never blocks the writer. The list and Matches read
 * through this Kysely instance (`DatabaseHandle.reader`); writes and everything else stay on the
 * main connection. Not for `:memory:` (a worker cannot see another connection's memory database) nor
 * PostgreSQL (its driver already waits on the network, not the CPU).
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

// Plain JavaScript evaluated in the worker, so the compiled server needs no second file beside it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
try {
  // Linux keeps a nice value per thread: this one's id is the last part of /proc/thread-self.
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  if (tid > 0) require("node:os").setPriority(tid, workerData.nice);
} catch {
  // Elsewhere the worker keeps the process's priority.
}
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("cache_size = -65536");
db.pragma("mmap_size = " + workerData.mmapBytes);
const kept = new Map();
const asBuffer = (v) => (v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v);
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let statement = kept.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (!statement.reader) throw new Error("the read workers run only statements that return rows");
      kept.set(sql, statement);
      if (kept.size > 500) kept.delete(kept.keys().next().value);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters.map(asBuffer)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * The workers' nice value (0 is the main thread's, 19 the lowest). When heavy reads take every core,
 * the event loop must still get one at once: the health probe, a sign-in, a page from memory, and the
 * answers the workers hand back. At 10 a busy worker gets about a tenth of a core the main thread
 * wants, and all of any core it does not.
 */
export const READ_WORKER_NICE = 10;

/**
 * How much of the file each worker reads through memory mapping: none. Whenever another connection
 * has committed (any family's write), SQLite empties a reader's page cache and unmaps its whole
 * mapping, and every page the next query touches faults in again, which costs more than reading it
 * into the cache: at a million profiles, Matches after a write took 31-39 ms with 2 GB mapped and
 * 17-19 ms with none, and under 32 connections the workers served twice the scored Matches a second
 * (bench/README.md, 29 November). The workers' own caches (64 MB each) hold what they read between
 * writes, on top of the operating system's file cache.
 */
export const READ_WORKER_MMAP_BYTES = 0;

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface ReadWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface ReadWorkerPool {
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export function readWorkerPool(file: string, size: number): ReadWorkerPool {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  let nextId = 1;
  let closed = false;

  function start(): ReadWorker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, driver, nice: READ_WORKER_NICE, mmapBytes: READ_WORKER_MMAP_BYTES },
    });
    // Idle workers must not keep a finished process (a CLI, a test) alive.
    worker.unref();
    const entry: ReadWorker = { worker, pending: new Map() };
    worker.on(
      "message",
      (message: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
        const waiting = entry.pending.get(message.id);
        if (!waiting) return;
        entry.pending.delete(message.id);
        if (message.error) {
          const error = new Error(message.error.message) as Error & { code?: string };
          if (message.error.code) error.code = message.error.code;
          waiting.reject(error);
        } else waiting.resolve(message.rows ?? []);
      },
    );
    const fail = (error: Error) => {
      for (const waiting of entry.pending.values()) waiting.reject(error);
      entry.pending.clear();
      // A worker that died (out of memory, a native fault) is replaced: the next read gets a fresh one.
      const index = workers.indexOf(entry);
      if (!closed && index >= 0) workers[index] = start();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (!closed) fail(new Error(`an SQLite read worker stopped (exit code ${code})`));
    });
    return entry;
  }

  const workers: ReadWorker[] = Array.from({ length: size }, start);

  return {
    read(sql, parameters) {
      if (closed) return Promise.reject(new Error("the SQLite read workers are closed"));
      // The least busy worker: a long Matches query does not hold up a short list page behind it.
      const entry = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        entry.pending.set(id, { resolve, reject });
        // Keep the process alive while a read is under way (an idle worker is unref'd).
        if (entry.pending.size === 1) entry.worker.ref();
        entry.worker.postMessage({ id, sql, parameters });
      }).finally(() => {
        if (entry.pending.size === 0) entry.worker.unref();
      }) as Promise<unknown[]>;
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((entry) => entry.worker.terminate()));
    },
  };
}

/** A Kysely instance that runs its (read-only) queries on the pool's workers. */
export function readWorkersKysely<DB>(pool: ReadWorkerPool): Kysely<DB> {
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return { rows: (await pool.read(query.sql, query.parameters)) as R[] };
    },
    // biome-ignore lint/correctness/useYield: streaming is refused before anything is read
    async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
      throw new Error("the SQLite read workers do not stream");
    },
  };
  const noTransactions = async () => {
    throw new Error("the SQLite read workers run no transactions: use the main connection");
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => {},
    destroy: () => pool.close(),
  };
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<DB>({ dialect });
}
