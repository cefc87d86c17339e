/**
 * Blob storage: photos and other uploaded files live here, never in the database.
 * Two adapters share this interface: local disk (embedded default) and S3-compatible object storage
 * (scale-out). Keys are relative, slash-separated paths such as `photos/{id}/thumb.webp`; see keys.ts.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface BlobStorage {
  /** "disk" or "s3": for logs and health output only. */
  readonly kind: "disk" | "s3";
  /** Writes (or replaces) an object. Readers never see a half-written object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. Objects here are small (a few MB at most). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes an object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order (backups walk the whole store). */
  list(): AsyncIterable<string>;
}
