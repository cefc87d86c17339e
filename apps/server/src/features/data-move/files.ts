/**
 * The stored files of a data move: every object copied from one store to the other, then read back
 * from the target and compared by sha256 with what the source held.
 */
import { createHash } from "node:crypto";
import type { BlobStorage } from "../../platform/storage";

/** Objects in flight at once: an S3 store answers each request in milliseconds, so a few overlap. */
const CONCURRENCY = 8;

export interface FileSums {
  /** key -> sha256 of its bytes */
  hashes: Map<string, string>;
  bytes: number;
}

/** Attempts per object beyond the S3 client's own three: one failed request must not fail a long move. */
const ATTEMPTS = 4;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function again<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((done) => setTimeout(done, 500 * attempt));
    }
  }
}

async function eachKey(keys: string[], work: (key: string) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      await work(key);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
}

export async function listKeys(storage: BlobStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

/** Copies every object; returns the sha256 of each as read from the source. */
export async function copyFiles(source: BlobStorage, target: BlobStorage): Promise<FileSums> {
  const keys = await listKeys(source);
  const hashes = new Map<string, string>();
  let bytes = 0;
  await eachKey(keys, async (key) => {
    const object = await again(() => source.get(key));
    if (!object)
      throw new Error(`file ${key} disappeared from the source while moving: stop the portal first`);
    hashes.set(key, sha256(object.body));
    bytes += object.body.length;
    await again(() => target.put(key, object.body, object.contentType));
  });
  return { hashes, bytes };
}

/** Every object the store holds and the sha256 of its bytes. */
export async function hashFiles(storage: BlobStorage): Promise<FileSums> {
  const hashes = new Map<string, string>();
  let bytes = 0;
  await eachKey(await listKeys(storage), async (key) => {
    const object = await again(() => storage.get(key));
    if (!object) return;
    hashes.set(key, sha256(object.body));
    bytes += object.body.length;
  });
  return { hashes, bytes };
}

/** Keys missing on the target, present only there, or holding other bytes. */
export function compareFiles(source: FileSums, target: FileSums): string[] {
  const problems: string[] = [];
  for (const [key, hash] of source.hashes) {
    const there = target.hashes.get(key);
    if (there === undefined) problems.push(`file ${key} is missing on the target`);
    else if (there !== hash) problems.push(`file ${key} differs on the target (sha256)`);
  }
  for (const key of target.hashes.keys())
    if (!source.hashes.has(key)) problems.push(`file ${key} is on the target only`);
  return problems;
}

export async function deleteAllFiles(storage: BlobStorage): Promise<number> {
  const keys = await listKeys(storage);
  await eachKey(keys, (key) => storage.delete(key));
  return keys.length;
}
