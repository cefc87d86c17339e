/**
 * Rendered biodata PDFs kept in memory, keyed by a hash of everything the PDF shows: the profile's
 * fields as this viewer may see them (the visibility rules already applied), the photo's bytes, the
 * language and the day printed in the footer. A profile edited, a photo changed, a viewer entitled
 * to more or less (contact details, a blurred photo) all give a different key: one viewer's variant is
 * never served to another, and nothing needs invalidating.
 */
import { createHash } from "node:crypto";
import type { Language } from "@vv/shared/i18n";
import { indiaDay } from "../../../platform/india-time";
import type { PdfRenderer } from "./pool";
import type { BiodataView } from "./types";

const MAX_BYTES = 32 * 1024 * 1024;

export function biodataKey(view: BiodataView, lang: Language, now: Date = new Date()): string {
  const { photoJpeg, generatedAt, ...shown } = view;
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ lang, day: indiaDay(generatedAt ?? now), shown }));
  hash.update("\0photo\0");
  if (photoJpeg) hash.update(photoHash(photoJpeg));
  return hash.digest("base64url");
}

/** The photo's own hash, once per Buffer: the media service hands out the same bytes while it keeps them. */
const photoHashes = new WeakMap<Buffer, string>();
function photoHash(photo: Buffer): string {
  let found = photoHashes.get(photo);
  if (!found) {
    found = createHash("sha256").update(photo).digest("base64url");
    photoHashes.set(photo, found);
  }
  return found;
}

/** A renderer that answers a PDF it already made from memory (least recently used go first). */
export function cachedPdfRenderer(
  inner: PdfRenderer,
  maxBytes = MAX_BYTES,
): PdfRenderer & { size(): number } {
  const entries = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(key: string, pdf: Buffer) {
    if (pdf.length > maxBytes) return;
    entries.set(key, pdf);
    bytes += pdf.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.length;
    }
  }

  return {
    async render(view, lang) {
      const key = biodataKey(view, lang);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit); // most recently used
        return hit;
      }
      // Ten taps on Download while the first is rendering make one PDF.
      const running = inFlight.get(key);
      if (running) return running;
      const rendering = inner.render(view, lang).finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      const pdf = await rendering;
      remember(key, pdf);
      return pdf;
    },
    close: () => inner.close(),
    size: () => entries.size,
  };
}
