/**
 * The variants read most recently, kept in memory up to a number of bytes (least recently used go
 * first). Safe because a stored variant never changes under its key (a new photo gets a new id);
 * deleting a photo forgets its keys. Saves a file read (or an S3 round trip) and the ETag's hash for
 * the photos every list page and every biodata PDF ask for again and again.
 */
export interface KeptVariant {
  body: Buffer;
  etag: string;
}

export function recentVariants(maxBytes: number) {
  const kept = new Map<string, KeptVariant>();
  let bytes = 0;
  return {
    get(key: string): KeptVariant | undefined {
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
      }
      return found;
    },
    set(key: string, value: KeptVariant) {
      if (value.body.length > maxBytes / 8) return;
      this.forget(key);
      kept.set(key, value);
      bytes += value.body.length;
      for (const [oldKey, old] of kept) {
        if (bytes <= maxBytes) break;
        kept.delete(oldKey);
        bytes -= old.body.length;
      }
    },
    forget(key: string) {
      const found = kept.get(key);
      if (!found) return;
      kept.delete(key);
      bytes -= found.body.length;
    },
  };
}
