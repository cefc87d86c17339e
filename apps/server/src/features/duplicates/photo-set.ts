/**
 * The transformed-photo set the duplicate checks are measured on (tests and bench/duplicates.ts):
 * generated demo portraits, and of each the copies a fake profile would carry.
 */
import sharp from "sharp";
import { demoPortrait } from "../../seed/demo-photo";
import { seededRandom } from "../../seed/profile-factory";

export const TRANSFORMS = {
  half: (b: Buffer) => sharp(b).resize({ width: 360 }).jpeg({ quality: 85 }).toBuffer(),
  double: (b: Buffer) => sharp(b).resize({ width: 1440 }).jpeg({ quality: 85 }).toBuffer(),
  jpeg40: (b: Buffer) => sharp(b).jpeg({ quality: 40 }).toBuffer(),
  crop10: async (b: Buffer) => {
    const { width = 0, height = 0 } = await sharp(b).metadata();
    const [w, h] = [Math.round(width * 0.9), Math.round(height * 0.9)];
    return sharp(b)
      .extract({ left: Math.round((width - w) / 2), top: Math.round((height - h) / 2), width: w, height: h })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  brighter20: (b: Buffer) => sharp(b).modulate({ brightness: 1.2 }).jpeg({ quality: 85 }).toBuffer(),
  mirrored: (b: Buffer) => sharp(b).flop().jpeg({ quality: 85 }).toBuffer(),
} as const;
export type TransformName = keyof typeof TRANSFORMS;

/** Portrait number `i` of the set (brides and grooms in turn), always the same bytes. */
export function setPortrait(i: number): Promise<Buffer> {
  return demoPortrait(seededRandom(5_000 + i), i % 2 === 0 ? 2 : 1);
}
