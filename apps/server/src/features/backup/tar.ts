/**
 * A minimal POSIX tar (ustar) writer and reader, gzip-compressed: enough for backup archives, whose
 * entries are regular files with short names (manifest.json, database/…, files/<sha256>). Any tar
 * tool reads them (`tar -tzf backup.tar.gz`).
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createGunzip, createGzip } from "node:zlib";

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const h = Buffer.alloc(BLOCK, 0);
  h.write(name, 0, 100, "utf8");
  h.write("0000644\0", 100, 8, "ascii"); // mode
  h.write("0000000\0", 108, 8, "ascii"); // uid
  h.write("0000000\0", 116, 8, "ascii"); // gid
  h.write(`${size.toString(8).padStart(11, "0")}\0`, 124, 12, "ascii");
  h.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
    12,
    "ascii",
  );
  h.write("        ", 148, 8, "ascii"); // checksum counted as spaces
  h.write("0", 156, 1, "ascii"); // regular file
  h.write("ustar\u000000", 257, 8, "ascii");
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return h;
}

export interface TarWriter {
  /** Adds bytes under `name`; returns their sha256 (hex). */
  addBuffer(name: string, bytes: Buffer): Promise<string>;
  /** Adds a file from disk under `name`, streamed; returns its sha256 and size. */
  addFile(name: string, path: string, size: number): Promise<string>;
  finish(): Promise<void>;
}

export function createTarWriter(file: string): TarWriter {
  const gzip = createGzip({ level: 6 });
  const out: WriteStream = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const now = new Date();
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, "drain");
  };
  const pad = (size: number) => (size % BLOCK ? Buffer.alloc(BLOCK - (size % BLOCK), 0) : null);
  return {
    async addBuffer(name, bytes) {
      await write(header(name, bytes.length, now));
      await write(bytes);
      const padding = pad(bytes.length);
      if (padding) await write(padding);
      return createHash("sha256").update(bytes).digest("hex");
    },
    async addFile(name, path, size) {
      await write(header(name, size, now));
      const hash = createHash("sha256");
      let seen = 0;
      for await (const chunk of createReadStream(path)) {
        const buf = chunk as Buffer;
        seen += buf.length;
        if (seen > size) throw new Error(`${path} grew while it was archived`);
        hash.update(buf);
        await write(buf);
      }
      if (seen !== size) throw new Error(`${path} changed size while it was archived`);
      const padding = pad(size);
      if (padding) await write(padding);
      return hash.digest("hex");
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2, 0));
      gzip.end();
      await once(out, "close");
    },
  };
}

export interface ExtractedEntry {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Extracts every regular file whose name `accept` allows into `dir` (names are never used as paths
 * unless accepted), hashing each on the way. Returns name → entry.
 */
export async function extractTar(
  file: string,
  dir: string,
  accept: (name: string) => boolean,
): Promise<Map<string, ExtractedEntry>> {
  const entries = new Map<string, ExtractedEntry>();
  let buffer: Buffer = Buffer.alloc(0);
  let current: {
    name: string;
    remaining: number;
    padding: number;
    out: WriteStream | null;
    hash: ReturnType<typeof createHash>;
    size: number;
  } | null = null;
  let ended = false;

  const closeCurrent = async () => {
    if (!current) return;
    if (current.out) {
      current.out.end();
      await once(current.out, "close");
      entries.set(current.name, {
        path: join(dir, current.name),
        size: current.size,
        sha256: current.hash.digest("hex"),
      });
    }
    current = null;
  };

  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (current) {
        if (current.remaining > 0) {
          if (!buffer.length) break;
          const take = buffer.subarray(0, Math.min(current.remaining, buffer.length));
          buffer = buffer.subarray(take.length);
          current.remaining -= take.length;
          if (current.out) {
            current.hash.update(take);
            if (!current.out.write(take)) await once(current.out, "drain");
          }
          continue;
        }
        if (buffer.length < current.padding) break;
        buffer = buffer.subarray(current.padding);
        await closeCurrent();
        continue;
      }
      if (buffer.length < BLOCK) break;
      const h = buffer.subarray(0, BLOCK);
      buffer = buffer.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const name = h.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
      const size = Number.parseInt(
        h.subarray(124, 136).toString("ascii").replace(/\0.*$/s, "").trim() || "0",
        8,
      );
      const type = String.fromCharCode(h[156] ?? 0);
      if (!Number.isSafeInteger(size) || size < 0) throw new Error("not a backup archive (bad tar header)");
      const wanted = (type === "0" || type === "\0") && accept(name);
      let out: WriteStream | null = null;
      if (wanted) {
        if (entries.has(name)) throw new Error(`archive holds ${name} twice`);
        await mkdir(dirname(join(dir, name)), { recursive: true });
        out = createWriteStream(join(dir, name), { mode: 0o600 });
      }
      current = {
        name,
        remaining: size,
        padding: size % BLOCK ? BLOCK - (size % BLOCK) : 0,
        out,
        hash: createHash("sha256"),
        size,
      };
    }
  }
  if (current) throw new Error("backup archive is truncated");
  if (!ended) throw new Error("backup archive is truncated (no end marker)");
  return entries;
}
