import sharp from "sharp";
import type { Random } from "./profile-factory";

const BACKGROUNDS = ["#f3e3c3", "#e9d5c9", "#d9e4d2", "#d6e0ea", "#efd9e1", "#e8e1cf", "#8a9bb0", "#6f7d5c"];
const SKIN = ["#8d5a3b", "#a86b45", "#c18a60", "#7a4a2e", "#b07850"];
const CLOTH_GROOM = ["#f4f1e8", "#2f4b7c", "#7a1f2b", "#3a6b4a", "#c98b2b"];
const CLOTH_BRIDE = ["#b3123a", "#d4663a", "#7b2d8e", "#1f6f6b", "#c2185b"];
const SCENERY = ["#5d4a36", "#ffffff", "#2e3b2a", "#b8a07a", "#3c4a66"];

/** What stands behind the person, as in a photo taken at home or in a studio. */
function backdrop(rng: Random): string {
  const tone = rng.pick(SCENERY);
  const x = rng.int(0, 70);
  const y = rng.int(0, 60);
  switch (rng.int(0, 3)) {
    case 0: // a door or window frame
      return `<rect x="${x}" y="${y}" width="${rng.int(18, 34)}" height="${rng.int(30, 60)}" fill="${tone}" opacity="0.55"/>`;
    case 1: // curtain folds
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${x / 3 + i * rng.int(8, 14)}" y="0" width="${rng.int(3, 6)}" height="100" fill="${tone}" opacity="0.3"/>`,
      ).join("");
    case 2: // a plant or lamp beside the person
      return `<ellipse cx="${rng.pick([rng.int(6, 22), rng.int(78, 94)])}" cy="${rng.int(20, 50)}" rx="${rng.int(7, 14)}" ry="${rng.int(10, 22)}" fill="${tone}" opacity="0.6"/>`;
    default: // light from one side
      return `<rect x="${rng.pick([0, 55])}" y="0" width="45" height="100" fill="${tone}" opacity="0.25"/>`;
  }
}

/**
 * A generated head-and-shoulders portrait (no real person) for demo profiles: JPEG bytes that go
 * through the same upload pipeline as a member's photo. Like photos families send, each differs in
 * framing (where the person stands, how close), build and background, not only in colours.
 */
export async function demoPortrait(rng: Random, gender: 1 | 2, size = 720): Promise<Buffer> {
  const bg = rng.pick(BACKGROUNDS);
  const skin = rng.pick(SKIN);
  const cloth = rng.pick(gender === 2 ? CLOTH_BRIDE : CLOTH_GROOM);
  const hair = "#1d1410";
  const bride = gender === 2;
  const scenery = backdrop(rng);
  const dx = rng.int(-14, 14);
  const dy = rng.int(-6, 8);
  const zoom = (85 + rng.int(0, 30)) / 100;
  const light = `${rng.int(20, 80)}%`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <defs><radialGradient id="g" cx="${light}" cy="35%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient></defs>
    <rect width="100" height="100" fill="${bg}"/>${scenery}<rect width="100" height="100" fill="url(#g)"/>
    <g transform="translate(${50 + dx} ${100 + dy}) scale(${zoom}) translate(-50 -100)">
    ${bride ? `<ellipse cx="50" cy="44" rx="21" ry="25" fill="${hair}"/><circle cx="50" cy="20" r="7" fill="${hair}"/>` : ""}
    <path d="M14 100 C16 76 30 68 50 68 C70 68 84 76 86 100 Z" fill="${cloth}"/>
    ${bride ? `<path d="M28 100 C34 80 44 72 58 70 L64 100 Z" fill="#f2a007" opacity="0.55"/>` : `<path d="M44 68 L50 80 L56 68 Z" fill="#ffffff" opacity="0.8"/>`}
    <rect x="44" y="56" width="12" height="14" rx="5" fill="${skin}"/>
    <ellipse cx="50" cy="42" rx="15" ry="18" fill="${skin}"/>
    ${bride ? `<path d="M35 38 C36 24 64 24 65 38 C60 30 40 30 35 38 Z" fill="${hair}"/><circle cx="50" cy="34" r="1.3" fill="#b3123a"/>` : `<path d="M35 38 C34 22 66 22 65 38 C62 29 38 29 35 38 Z" fill="${hair}"/>`}
    <ellipse cx="44" cy="42" rx="1.6" ry="1.1" fill="#2a1a12"/><ellipse cx="56" cy="42" rx="1.6" ry="1.1" fill="#2a1a12"/>
    <path d="M45 51 Q50 54 55 51" stroke="#5a2e1e" stroke-width="1" fill="none" stroke-linecap="round"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
