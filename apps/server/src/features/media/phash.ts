/**
 * A 64-bit perceptual hash (DCT pHash) of a photo: the picture is reduced to 32×32 grey pixels, 64
 * low frequencies of its 2-D cosine transform are kept, and each bit says whether a frequency is
 * above their median. Only frequencies a left-right mirror leaves unchanged are kept, so a mirrored
 * copy has the same hash (and a symmetric face gives no bits that flip at random). Resizing, recompressing, a light crop or a brighter
 * copy move few bits; a different picture moves about half of them.
 */
import { loadSharp } from "./sharp";

const SIDE = 32;
const ROWS = 8;
/** Horizontal frequencies 0, 2, …, 14: only even ones, which a left-right mirror leaves unchanged. */
const COLUMNS = 8;
/** The inner hash looks at the middle of the picture, this share of its width and height. */
const INNER = 0.9;

/** cos((2x+1)kπ / 2N) for every x and every frequency k < 16, computed once. */
const COS: Float64Array[] = Array.from({ length: 2 * COLUMNS }, (_, k) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * k * Math.PI) / (2 * SIDE))),
);

export interface PhotoHashes {
  /** The whole picture: 16 hex digits. */
  full: string;
  /** Its middle 90 %: what a copy cropped by 10 % shows whole. */
  inner: string;
}

/** The kept frequencies of a 32×32 grey picture: rows v = 0..7, columns u = 0, 2, …, 14. */
function lowFrequencies(pixels: Uint8Array | Buffer): Float64Array {
  const rows = new Float64Array(SIDE * COLUMNS);
  for (let y = 0; y < SIDE; y++) {
    for (let j = 0; j < COLUMNS; j++) {
      const c = COS[2 * j] as Float64Array;
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += (pixels[y * SIDE + x] as number) * (c[x] as number);
      rows[y * COLUMNS + j] = sum;
    }
  }
  const out = new Float64Array(ROWS * COLUMNS);
  for (let v = 0; v < ROWS; v++) {
    const c = COS[v] as Float64Array;
    for (let j = 0; j < COLUMNS; j++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += (rows[y * COLUMNS + j] as number) * (c[y] as number);
      out[v * COLUMNS + j] = sum;
    }
  }
  return out;
}

/**
 * One bit per frequency: above the median of all but the first? The first (the mean brightness) is
 * always 0, so a brighter copy moves nothing through it.
 */
export function hashPixels(pixels: Uint8Array | Buffer): string {
  const coefficients = lowFrequencies(pixels);
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = sorted[31] as number;
  let hex = "";
  for (let nibble = 0; nibble < 16; nibble++) {
    let n = 0;
    for (let b = 0; b < 4; b++) {
      const i = nibble * 4 + b;
      n = (n << 1) | (i > 0 && (coefficients[i] as number) > median ? 1 : 0);
    }
    hex += n.toString(16);
  }
  return hex;
}

type RawShape = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** The full and inner hashes of an encoded photo (any format sharp reads) or of raw pixels. */
export async function hashPhoto(input: Buffer, raw?: RawShape): Promise<PhotoHashes> {
  const sharp = await loadSharp();
  const open = () => sharp(input, raw ? { raw } : { failOn: "error" });
  const size = raw ?? (await open().metadata());
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  const grey = async (region?: { left: number; top: number; width: number; height: number }) => {
    const image = region ? open().extract(region) : open();
    const { data } = await image
      .greyscale()
      .resize(SIDE, SIDE, { fit: "fill", kernel: "cubic" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const channels = data.length / (SIDE * SIDE);
    return channels === 1
      ? data
      : Uint8Array.from({ length: SIDE * SIDE }, (_, i) => data[i * channels] as number);
  };
  const innerWidth = Math.max(1, Math.round(width * INNER));
  const innerHeight = Math.max(1, Math.round(height * INNER));
  const [full, inner] = await Promise.all([
    grey(),
    grey({
      left: Math.floor((width - innerWidth) / 2),
      top: Math.floor((height - innerHeight) / 2),
      width: innerWidth,
      height: innerHeight,
    }),
  ]);
  return { full: hashPixels(full), inner: hashPixels(inner) };
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  return wordsDistance(hashWords(a), hashWords(b));
}

/** The hash as four 16-bit bands, for the indexed columns band0..band3. */
export function bandsOf(hash: string): [number, number, number, number] {
  return [0, 4, 8, 12].map((i) => Number.parseInt(hash.slice(i, i + 4), 16)) as [
    number,
    number,
    number,
    number,
  ];
}

/** The hash as two 32-bit words, for comparing many hashes quickly (the daily scan). */
export function hashWords(hash: string): [number, number] {
  return [Number.parseInt(hash.slice(0, 8), 16) >>> 0, Number.parseInt(hash.slice(8, 16), 16) >>> 0];
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** hammingDistance for hashes held as words. */
export function wordsDistance(a: readonly [number, number], b: readonly [number, number]): number {
  return popcount32((a[0] ^ b[0]) >>> 0) + popcount32((a[1] ^ b[1]) >>> 0);
}
