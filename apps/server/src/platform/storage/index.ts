import { resolve } from "node:path";
import type { Config } from "../../config";
import { diskStorage } from "./disk";
import { s3Storage } from "./s3";
import type { BlobStorage } from "./types";

export { InvalidStorageKeyError, isValidStorageKey } from "./keys";
export type { BlobStorage, StoredObject } from "./types";
export { diskStorage, s3Storage };

type StorageConfig = Pick<
  Config,
  | "STORAGE_URL"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/**
 * Picks the adapter from STORAGE_URL:
 * - `file:./data/uploads` (relative to the working directory) or `file:/abs/path` → local disk;
 * - `s3://bucket` or `s3://bucket/prefix` → S3-compatible store at S3_ENDPOINT (AWS when unset).
 */
export function createStorage(config: StorageConfig): BlobStorage {
  const url = config.STORAGE_URL;
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!path) throw new Error("STORAGE_URL file: needs a path, e.g. file:./data/uploads");
    return diskStorage(resolve(path));
  }
  if (url.startsWith("s3://")) {
    const [bucket, ...rest] = url.slice("s3://".length).split("/");
    if (!bucket) throw new Error("STORAGE_URL s3:// needs a bucket, e.g. s3://vadhuvar-photos");
    if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
      throw new Error("set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
    }
    return s3Storage({
      bucket,
      prefix: rest.filter(Boolean).join("/"),
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  throw new Error(`STORAGE_URL must start with file: or s3:// (got ${JSON.stringify(url)})`);
}
