/**
 * Image type from the first bytes of a file (magic numbers), never from its name or the
 * client's Content-Type. Only the formats a phone camera or a crop step produces are recognised.
 */
export type SniffedImage = "jpeg" | "png" | "webp" | "heif" | "avif";

/** ISO-BMFF brands of still HEIF images (HEVC-coded) and of AVIF (AV1-coded). */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function sniffImageType(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === "PNG" &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return "png";
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // The ftyp box lists a major brand and compatible brands; AVIF files often carry mif1 as well.
    const boxSize = Math.min(
      ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
      64,
      bytes.length,
    );
    const brands: string[] = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIF_BRANDS.has(b))) return "heif";
  }
  return null;
}

/** A PDF document: "%PDF-" at the very start, as every PDF writer puts it. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && ascii(bytes, 0, 5) === "%PDF-";
}
