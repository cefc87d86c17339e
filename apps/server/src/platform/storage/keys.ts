/**
 * Storage keys: 1–8 segments of [A-Za-z0-9_-] (dots allowed inside a segment, never leading),
 * joined by "/". No "..", no absolute paths, no backslashes, no empty segments: a key can never
 * name anything outside the storage root, whatever the adapter does with it.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function isValidStorageKey(key: string): boolean {
  if (typeof key !== "string" || key.length === 0 || key.length > 512) return false;
  const segments = key.split("/");
  if (segments.length > MAX_SEGMENTS) return false;
  return segments.every((s) => SEGMENT.test(s) && !s.includes(".."));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
};

/** Content type from a key's extension (the disk adapter keeps no sidecar metadata). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
