import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { assertValidStorageKey, contentTypeOfKey, InvalidStorageKeyError, isValidStorageKey } from "./keys";
import type { BlobStorage } from "./types";

/**
 * Files under one root directory. Writes go to a hidden temporary file and are renamed into place,
 * so a reader sees either the old object or the new one. The content type is derived from the key's
 * extension on read.
 */
export function diskStorage(root: string): BlobStorage {
  const base = resolve(root);

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    const full = resolve(base, key);
    const rel = relative(base, full);
    // Second barrier after key validation: the resolved path must stay strictly inside the root.
    if (!rel || rel.startsWith("..") || isAbsolute(rel) || rel.split(sep).includes("..")) {
      throw new InvalidStorageKeyError(key);
    }
    return full;
  }

  async function removeEmptyParents(dir: string) {
    let current = dir;
    while (current !== base && current.startsWith(base + sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty, or already gone
      }
      current = dirname(current);
    }
  }

  return {
    kind: "disk",
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temp = `${dirname(file)}${sep}.tmp-${randomBytes(8).toString("hex")}`;
      try {
        await writeFile(temp, bytes, { mode: 0o640 });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const body = await readFile(file);
        return { body, contentType: contentTypeOfKey(key), size: body.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      await removeEmptyParents(dirname(file));
    },
    async *list() {
      const walk = async function* (dir: string, prefix: string): AsyncGenerator<string> {
        let names: import("node:fs").Dirent[];
        try {
          names = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for (const entry of names) {
          const key = prefix ? `${prefix}/${entry.name}` : entry.name;
          if (entry.isDirectory()) yield* walk(`${dir}${sep}${entry.name}`, key);
          // Temporary files of unfinished writes (hidden names) are never valid keys.
          else if (entry.isFile() && isValidStorageKey(key)) yield key;
        }
      };
      yield* walk(base, "");
    },
    async exists(key) {
      const file = pathOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
