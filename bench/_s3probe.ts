import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
// @ts-expect-error no types
import S3rver from "s3rver";
import { s3Storage } from "../apps/server/src/platform/storage";
const N = Number(process.env.N ?? 3000);
const dir = mkdtempSync(join(tmpdir(), "s3probe-"));
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: "b", configs: [] }] });
const { port } = await server.run();
const storage = s3Storage({ bucket: "b", prefix: "portal", endpoint: `http://127.0.0.1:${port}`, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
const body = randomBytes(20_000);
let t = performance.now();
let next = 0;
const keys = Array.from({ length: N }, (_, i) => `photos/${String(i).padStart(6, "0")}/card.webp`);
await Promise.all(Array.from({ length: 8 }, async () => { while (next < keys.length) { const k = keys[next++] as string; await storage.put(k, body, "image/webp"); } }));
console.log("put", N, ((performance.now() - t) / 1000).toFixed(1), "s");
t = performance.now();
const listed: string[] = [];
try { for await (const k of storage.list()) listed.push(k); } catch (e) { console.log("LIST FAILED after", listed.length, String(e)); }
console.log("listed", listed.length, ((performance.now() - t) / 1000).toFixed(1), "s");
await server.close();
process.exit(0);
