#!/usr/bin/env node
// Generates the bundled default artwork (carousel slides, gallery tiles, share image, favicon, app icons).
//
// Everything is drawn procedurally as SVG (no photos, no text, no faces) and rasterised with sharp.
// A seeded PRNG keeps the output deterministic, so re-running the script reproduces the same files.
//
//   node scripts/generate-artwork.mjs
//
// Output: apps/web/public/artwork/*.{webp,jpg}, apps/web/public/artwork/og.jpg, apps/web/public/favicon.svg,
// apps/web/public/icons/*.png (home-screen icons of the web app manifest: 192, 512, maskable 512, Apple 180)

import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "apps/web/public");
const OUT_DIR = path.join(PUBLIC_DIR, "artwork");

const WEBP = { quality: 72, effort: 6, smartSubsample: true };
const JPEG = { quality: 78, progressive: true, mozjpeg: true };

// Brand palette plus a few supporting festive tones.
const C = {
  maroon: "#7a1f2b",
  maroonDeep: "#4a0f18",
  maroonNight: "#2a0910",
  wine: "#5e1622",
  saffron: "#f2a007",
  marigold: "#e8890c",
  gold: "#f6c453",
  goldDeep: "#c98a1c",
  cream: "#fff8ec",
  creamDeep: "#f3e2c3",
  green: "#2f6b3a",
  greenLight: "#5a9a4e",
  greenDark: "#1d4526",
  turmeric: "#f4b400",
  clay: "#a8471f",
  clayDark: "#6e2a12",
  magenta: "#b8245a",
  peacock: "#1f6b7a",
  skin: "#9a5a34",
  hair: "#24140f",
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness + tiny SVG document helper
// ---------------------------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Round to one decimal to keep the SVG source compact. */
const f = (v) => Math.round(v * 10) / 10;
const pt = (x, y) => `${f(x)},${f(y)}`;
const TAU = Math.PI * 2;

class Doc {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.rng = mulberry32(seed);
    this.defs = [];
    this.body = [];
    this.ids = new Map();
    this.uid = 0;
  }

  rand(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }

  pick(list) {
    return list[Math.floor(this.rng() * list.length)];
  }

  add(...parts) {
    for (const p of parts) this.body.push(p);
  }

  nextId(prefix) {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }

  /** Registers a definition once per identical source and returns its id. */
  defOnce(prefix, build) {
    const probe = build("__ID__");
    const cached = this.ids.get(probe);
    if (cached) return cached;
    const id = this.nextId(prefix);
    this.defs.push(probe.replace("__ID__", id));
    this.ids.set(probe, id);
    return id;
  }

  static stops(stops) {
    return stops
      .map(
        ([o, c, op = 1]) =>
          `<stop offset="${o}" stop-color="${c}"${op === 1 ? "" : ` stop-opacity="${op}"`}/>`,
      )
      .join("");
  }

  /** Linear gradient in bounding-box units; returns a `url(#id)` paint. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.defOnce(
      "l",
      (i) =>
        `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${Doc.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units; returns a `url(#id)` paint. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.defOnce(
      "r",
      (i) =>
        `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${Doc.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(inner) {
    const id = this.defOnce("c", (i) => `<clipPath id="${i}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  /** Serialises the document; `outW/outH` scale the raster size while keeping the design viewBox. */
  svg(outW = this.w, outH = this.h) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Motif primitives
// ---------------------------------------------------------------------------------------------

const rect = (x, y, w, h, fill, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const pathEl = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const strokeEl = (d, stroke, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const group = (transform, inner, extra = "") => `<g transform="${transform}"${extra}>${inner}</g>`;

/** Scalloped rosette outline (marigold layers, seals, rangoli rings). */
function rosette(cx, cy, rIn, rOut, n, rot = 0) {
  const step = TAU / n;
  const p = (r, a) => pt(cx + r * Math.cos(a), cy + r * Math.sin(a));
  let s = `M${p(rIn, rot)}`;
  for (let i = 0; i < n; i++) {
    const a0 = rot + i * step;
    const a1 = a0 + step;
    s += `C${p(rOut * 1.12, a0 + step * 0.06)} ${p(rOut * 1.12, a1 - step * 0.06)} ${p(rIn, a1)}`;
  }
  return `${s}Z`;
}

/** Regular star polygon. */
function star(cx, cy, rOut, rIn, n, rot = -Math.PI / 2) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? rOut : rIn;
    const a = rot + (i * Math.PI) / n;
    pts.push(pt(cx + r * Math.cos(a), cy + r * Math.sin(a)));
  }
  return `M${pts.join("L")}Z`;
}

const MARIGOLD_TONES = [
  { a: "#c4500a", b: "#ea780c", c: "#f7a21b", core: "#a83c08" },
  { a: "#d88604", b: "#f2a007", c: "#fcc33a", core: "#b86a04" },
  { a: "#b5330f", b: "#db5812", c: "#f08a24", core: "#8f280a" },
];

function marigold(cx, cy, r, tone = 0, rot = 0, shadow = true) {
  const t = MARIGOLD_TONES[tone % MARIGOLD_TONES.length];
  let s = shadow ? pathEl(rosette(cx, cy + r * 0.12, r * 0.6, r, 12, rot), "#000", ' opacity=".22"') : "";
  s += pathEl(rosette(cx, cy, r * 0.55, r, 13, rot), t.a);
  s += pathEl(rosette(cx, cy, r * 0.42, r * 0.8, 11, rot + 0.3), t.b);
  if (r > 7) s += pathEl(rosette(cx, cy, r * 0.24, r * 0.52, 9, rot + 0.6), t.c);
  s += circle(cx, cy, r * 0.17, t.core);
  return s;
}

/** Mango leaf; angle 0 hangs straight down from (x, y). */
function mangoLeaf(x, y, len, angle, fill = C.green, light = C.greenLight) {
  const w = len * 0.2;
  const half = `M0,0C${f(w)},${f(len * 0.22)} ${f(w * 0.9)},${f(len * 0.7)} 0,${f(len)}`;
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    pathEl(`${half}C${f(-w * 0.9)},${f(len * 0.7)} ${f(-w)},${f(len * 0.22)} 0,0Z`, fill) +
      pathEl(`${half}Z`, light, ' opacity=".45"') +
      strokeEl(`M0,${f(len * 0.05)}L0,${f(len * 0.9)}`, light, Math.max(0.8, len * 0.025), ' opacity=".7"'),
  );
}

/** Soft light disc. */
function glow(d, cx, cy, r, color, op = 0.5) {
  return circle(
    cx,
    cy,
    r,
    d.rad([
      [0, color, op],
      [0.35, color, op * 0.5],
      [1, color, 0],
    ]),
  );
}

function bokeh(d, n, { x0 = 0, y0 = 0, x1 = d.w, y1 = d.h, rMin = 6, rMax = 30, colors, op = 0.3 }) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const c = d.pick(colors);
    const r = d.rand(rMin, rMax);
    const o = op * d.rand(0.5, 1);
    s += circle(
      d.rand(x0, x1),
      d.rand(y0, y1),
      r,
      d.rad([
        [0, c, f(o * 100) / 100],
        [0.7, c, f(o * 60) / 100],
        [1, c, 0],
      ]),
    );
  }
  return s;
}

function petalsScatter(d, n, { x0 = 0, y0 = 0, x1 = d.w, y1 = d.h, size = 6, colors, op = 0.9 }) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = d.rand(x0, x1);
    const y = d.rand(y0, y1);
    const k = size * d.rand(0.6, 1.2);
    s += ellipse(
      0,
      0,
      k,
      k * 0.55,
      d.pick(colors),
      ` transform="translate(${f(x)} ${f(y)}) rotate(${f(d.rand(0, 180))})" opacity="${op}"`,
    );
  }
  return s;
}

/**
 * Marigold toran: a band of flowers with mango leaves and hanging strands.
 * `strandMask(x)` decides where strands may hang (keeps caption areas calm).
 */
function toran(
  d,
  x0,
  x1,
  y,
  { r = 15, leafLen = 58, strandEvery = 5, strandLen = 4, strandMask = () => true } = {},
) {
  const gap = r * 1.55;
  const n = Math.ceil((x1 - x0) / gap) + 1;
  let leaves = "";
  let strands = "";
  let band = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + i * gap;
    if (i % 2 === 0) {
      leaves += mangoLeaf(
        x + gap * 0.5,
        y + r * 0.2,
        leafLen * d.rand(0.85, 1.1),
        d.rand(-10, 10),
        i % 4 === 0 ? C.green : C.greenDark,
      );
    }
    if (i % strandEvery === Math.floor(strandEvery / 2) && strandMask(x)) {
      const len = strandLen + (i % 3 === 0 ? 1 : 0);
      const rr = r * 0.78;
      const step = rr * 1.5;
      strands += strokeEl(`M${pt(x, y)}L${pt(x, y + len * step + rr * 1.6)}`, C.goldDeep, 1.4);
      for (let k = 1; k <= len; k++) {
        strands += marigold(x, y + k * step, rr * (1 - k * 0.04), (k + i) % 2, d.rand(0, TAU));
      }
      const by = y + len * step + rr * 1.2;
      strands += pathEl(
        `M${pt(x - rr * 0.55, by)}Q${pt(x, by - rr * 0.9)} ${pt(x + rr * 0.55, by)}L${pt(x, by + rr * 0.9)}Z`,
        C.maroon,
      );
      strands += circle(x, by - rr * 0.15, rr * 0.22, C.gold);
    }
    band += marigold(
      x,
      y + d.rand(-r * 0.08, r * 0.08),
      r * d.rand(0.94, 1.06),
      Math.floor(i / 3) % 2,
      d.rand(0, TAU),
    );
  }
  return leaves + strands + band;
}

/** Marigold garland along a quadratic swag between two points. */
function garlandSwag(d, ax, ay, bx, by, sag, r, toneOffset = 0) {
  const cx = (ax + bx) / 2;
  const cy = Math.max(ay, by) + sag;
  const len = Math.hypot(bx - ax, by - ay) + sag;
  const n = Math.max(3, Math.round(len / (r * 1.5)));
  let s = "";
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx;
    const y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by;
    s += marigold(x, y, r, (Math.floor(i / 2) + toneOffset) % 2, d.rand(0, TAU), false);
  }
  return s;
}

/** Clay diya (panati) with flame; (cx, cy) is the centre of the rim. */
function diya(d, cx, cy, s = 1, flicker = 0) {
  const body = d.lin([
    [0, "#c9682f"],
    [1, "#7a2f12"],
  ]);
  const flame = d.rad(
    [
      [0, "#fffbe6"],
      [0.35, "#ffe07a"],
      [0.75, "#f6a21a"],
      [1, "#e0600c"],
    ],
    0.5,
    0.85,
    0.75,
    0.5,
    0.95,
  );
  const oil = d.rad(
    [
      [0, "#f2a007"],
      [0.5, "#7a3410"],
      [1, "#3d1606"],
    ],
    0.85,
    0.3,
    0.9,
  );
  const fx = 62;
  const fy = -16;
  let g = "";
  g += glow(d, fx, fy - 24, 120, "#ffb21f", 0.45);
  g += ellipse(0, 24, 56, 8, "#000", ' opacity=".28"');
  g += pathEl("M-52,-2C-48,32 48,32 52,-2Z", body);
  g += strokeEl("M-44,9Q0,23 44,9", C.gold, 2.4, ' opacity=".75"');
  for (let i = -3; i <= 3; i++)
    g += circle(i * 11, 16 + Math.abs(i) * -1.6 + 0.5, 1.9, C.gold, ' opacity=".8"');
  g += pathEl("M40,-8Q58,-9 70,-18Q64,-2 46,4Z", "#b5521f");
  g += ellipse(0, -2, 52, 11, "#d17a45");
  g += ellipse(0, -2, 45, 8, oil);
  g += strokeEl(`M58,-10L${fx},${fy}`, "#2a140a", 2.2);
  const fl = 1 + flicker;
  g += group(
    `translate(${fx} ${fy}) scale(${f(fl * 100) / 100} ${f((2 - fl) * 100) / 100})`,
    pathEl("M0,0C-12,-6 -10,-26 0,-50C10,-26 12,-6 0,0Z", flame) +
      pathEl("M0,-2C-5,-5 -4,-14 0,-24C4,-14 5,-5 0,-2Z", "#fffdf2", ' opacity=".9"'),
  );
  g += glow(d, fx, fy - 18, 34, "#fff2b0", 0.55);
  return group(`translate(${f(cx)} ${f(cy)}) scale(${f(s * 1000) / 1000})`, g);
}

/** Brass kalash with mango leaves and coconut; (cx, baseY) is the foot. Height ≈ 135·s. */
function kalash(d, cx, baseY, s = 1) {
  const brass = d.lin(
    [
      [0, "#7a3c0e"],
      [0.25, "#d18a2e"],
      [0.45, "#f7d27a"],
      [0.7, "#c9761f"],
      [1, "#6a300a"],
    ],
    0,
    0,
    1,
    0,
  );
  const bodyD = "M-26,0C-62,-4 -66,-58 -30,-72L-17,-78L17,-78L30,-72C66,-58 62,-4 26,0Z";
  const clipId = d.clip(`<path d="${bodyD}"/>`);
  let g = "";
  g += ellipse(0, 2, 40, 6, "#000", ' opacity=".3"');
  for (const a of [125, 150, 180, 210, 235]) {
    g += mangoLeaf(0, -84, 56, a, a === 180 ? C.greenDark : C.green);
  }
  g += pathEl(bodyD, brass);
  g += `<g clip-path="${clipId}">${rect(-70, -46, 140, 11, C.maroon)}${rect(-70, -47.5, 140, 1.6, C.gold)}${rect(-70, -35.5, 140, 1.6, C.gold)}`;
  for (let i = -5; i <= 5; i++) g += circle(i * 10, -40.5, 2, C.gold);
  g += "</g>";
  g += ellipse(-30, -40, 6, 18, "#fff", ' opacity=".22" transform="rotate(12 -30 -40)"');
  g += rect(-17, -86, 34, 9, "#a8621c");
  g += ellipse(0, -86, 25, 5, C.gold, ` stroke="#9a5d14" stroke-width="1.5"`);
  g += ellipse(
    0,
    -104,
    17,
    21,
    d.rad(
      [
        [0, "#b07a45"],
        [0.7, "#7a4a24"],
        [1, "#4f2c12"],
      ],
      0.38,
      0.35,
      0.7,
    ),
  );
  g += pathEl("M-5,-122Q0,-134 5,-122Z", "#5a3416");
  g += strokeEl("M-16,-96Q0,-91 16,-96", "#c0392b", 2);
  return group(`translate(${f(cx)} ${f(baseY)}) scale(${f(s * 1000) / 1000})`, g);
}

// Paisley (kairi) outline, designed in a ~90-unit box centred on the bulb.
const PAISLEY = [
  [0, 45],
  [-34, 45, -46, 12, -34, -10],
  [-24, -30, 6, -32, 16, -52],
  [21, -62, 17, -72, 8, -74],
  [36, -72, 46, -38, 38, -6],
  [31, 22, 20, 45, 0, 45],
];

function paisleyD(scale = 1, ox = 0, oy = 12) {
  const m = (x, y) => pt(ox + (x - ox) * scale, oy + (y - oy) * scale);
  let s = `M${m(PAISLEY[0][0], PAISLEY[0][1])}`;
  for (let i = 1; i < PAISLEY.length; i++) {
    const [a, b, c, e, g, h] = PAISLEY[i];
    s += `C${m(a, b)} ${m(c, e)} ${m(g, h)}`;
  }
  return `${s}Z`;
}

function paisleyPoints(scale, count, ox = 0, oy = 12) {
  const pts = [];
  const segs = PAISLEY.length - 1;
  for (let i = 0; i < count; i++) {
    const u = (i / count) * segs;
    const k = Math.floor(u);
    const t = u - k;
    const [x0, y0] = k === 0 ? PAISLEY[0] : PAISLEY[k].slice(4, 6);
    const [x1, y1, x2, y2, x3, y3] = PAISLEY[k + 1];
    const mt = 1 - t;
    const x = mt ** 3 * x0 + 3 * mt * mt * t * x1 + 3 * mt * t * t * x2 + t ** 3 * x3;
    const y = mt ** 3 * y0 + 3 * mt * mt * t * y1 + 3 * mt * t * t * y2 + t ** 3 * y3;
    pts.push([ox + (x - ox) * scale, oy + (y - oy) * scale]);
  }
  return pts;
}

/** Mehndi-style paisley drawn as line work. */
function paisleyArt(d, cx, cy, s, rot, ink, { fill = "none", accent = ink, dots = true, rich = false } = {}) {
  const clip = d.clip(`<path d="${paisleyD(0.8)}"/>`);
  let g = "";
  g += pathEl(paisleyD(1), fill, ` stroke="${ink}" stroke-width="2.4" stroke-linejoin="round"`);
  if (dots) {
    for (const [x, y] of paisleyPoints(1.15, 48)) if (y > -42) g += circle(x, y, 1.6, ink);
  }
  g += pathEl(paisleyD(0.8), "none", ` stroke="${ink}" stroke-width="1.5"`);
  let inner = pathEl(paisleyD(0.64), "none", ` stroke="${accent}" stroke-width="1.1" stroke-dasharray="2 3"`);
  if (rich) {
    // cross-hatched neck and a scalloped band, as in bridal mehndi
    let hatch = "";
    for (let k = -90; k < 40; k += 6) hatch += `M${k},-80L${k + 60},-20M${k + 60},-80L${k},-20`;
    inner += `<g clip-path="${d.clip(`<rect x="-60" y="-90" width="120" height="62"/>`)}">${strokeEl(hatch, accent, 0.8, ' opacity=".8"')}</g>`;
    inner += pathEl(rosette(0, 14, 17, 24, 16), "none", ` stroke="${ink}" stroke-width="1.2"`);
    inner += dotRing(28, 24, 1.2, ink).replace(
      /cx="(-?[\d.]+)" cy="(-?[\d.]+)"/g,
      (_, a, b) => `cx="${a}" cy="${f(+b + 14)}"`,
    );
  }
  g += `<g clip-path="${clip}">${inner}</g>`;
  g += pathEl(rosette(0, 14, 5, 13, 8), "none", ` stroke="${ink}" stroke-width="1.4"`);
  g += circle(0, 14, 3.4, ink);
  return group(`translate(${f(cx)} ${f(cy)}) rotate(${f(rot)}) scale(${f(s * 1000) / 1000})`, g);
}

// --- Mandala / rangoli -----------------------------------------------------------------------

function petalPts(kind, r1, r2, w) {
  const L = r2 - r1;
  if (kind === "almond") {
    const m = (r1 + r2) / 2;
    return [
      [0, -r1],
      [w, -m, w, -m, 0, -r2],
      [-w, -m, -w, -m, 0, -r1],
    ];
  }
  if (kind === "round") {
    return [
      [0, -r1],
      [w * 1.1, -(r1 + L * 0.3), w * 1.15, -r2, 0, -r2],
      [-w * 1.15, -r2, -w * 1.1, -(r1 + L * 0.3), 0, -r1],
    ];
  }
  // lotus: wide near base, pointed tip
  return [
    [0, -r1],
    [w * 1.5, -(r1 + L * 0.25), w * 0.5, -(r2 - L * 0.2), 0, -r2],
    [-w * 0.5, -(r2 - L * 0.2), -w * 1.5, -(r1 + L * 0.25), 0, -r1],
  ];
}

function petalRing(kind, r1, r2, w, n, rot = 0) {
  const base = petalPts(kind, r1, r2, w);
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = rot + (i * TAU) / n;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const m = (x, y) => pt(x * ca - y * sa, x * sa + y * ca);
    s += `M${m(base[0][0], base[0][1])}`;
    for (let k = 1; k < base.length; k++) {
      const q = base[k];
      s += `C${m(q[0], q[1])} ${m(q[2], q[3])} ${m(q[4], q[5])}`;
    }
    s += "Z";
  }
  return s;
}

function dotRing(r, n, size, fill, rot = 0) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = rot + (i * TAU) / n;
    s += circle(r * Math.cos(a), r * Math.sin(a), size, fill);
  }
  return s;
}

/**
 * Mandala from a list of layer specs in a 100-unit radius space.
 * kinds: petals, rosette, ring, disc, dots
 */
function mandala(cx, cy, R, layers, extra = "", squash = 1) {
  let g = "";
  for (const L of layers) {
    const so = L.stroke ? ` stroke="${L.stroke}" stroke-width="${L.sw ?? 1.2}" stroke-linejoin="round"` : "";
    const op = L.op ? ` opacity="${L.op}"` : "";
    if (L.t === "petals") g += pathEl(petalRing(L.kind, L.r1, L.r2, L.w, L.n, L.rot ?? 0), L.fill, so + op);
    else if (L.t === "rosette") g += pathEl(rosette(0, 0, L.r1, L.r2, L.n, L.rot ?? 0), L.fill, so + op);
    else if (L.t === "disc") g += circle(0, 0, L.r, L.fill, so + op);
    else if (L.t === "ring")
      g += circle(
        0,
        0,
        L.r,
        "none",
        ` stroke="${L.stroke}" stroke-width="${L.sw ?? 1}"${op}${L.dash ? ` stroke-dasharray="${L.dash}"` : ""}`,
      );
    else if (L.t === "dots") g += `<g${op}>${dotRing(L.r, L.n, L.size, L.fill, L.rot ?? 0)}</g>`;
  }
  const k = R / 100;
  return group(
    `translate(${f(cx)} ${f(cy)}) scale(${f(k * 1000) / 1000} ${f(k * squash * 1000) / 1000})`,
    g,
    extra,
  );
}

const RANGOLI_A = (c1, c2, c3, c4, white = "#fff8ec") => [
  { t: "dots", r: 99, n: 64, size: 1.3, fill: white },
  { t: "petals", kind: "lotus", r1: 74, r2: 96, w: 6.5, n: 24, fill: c1, stroke: white, sw: 0.8 },
  {
    t: "petals",
    kind: "lotus",
    r1: 74,
    r2: 90,
    w: 5,
    n: 24,
    rot: Math.PI / 24,
    fill: c2,
    stroke: white,
    sw: 0.8,
  },
  { t: "disc", r: 75, fill: c3 },
  { t: "dots", r: 71, n: 48, size: 1.1, fill: white },
  { t: "petals", kind: "round", r1: 44, r2: 68, w: 10, n: 12, fill: c4, stroke: white, sw: 0.9 },
  { t: "petals", kind: "almond", r1: 48, r2: 64, w: 4, n: 12, fill: c2 },
  {
    t: "petals",
    kind: "almond",
    r1: 46,
    r2: 70,
    w: 5,
    n: 12,
    rot: Math.PI / 12,
    fill: c1,
    stroke: white,
    sw: 0.7,
  },
  { t: "disc", r: 44, fill: c1 },
  { t: "ring", r: 44, stroke: white, sw: 1.2 },
  { t: "rosette", r1: 26, r2: 40, n: 16, fill: c2, stroke: white, sw: 0.8 },
  { t: "petals", kind: "lotus", r1: 12, r2: 30, w: 5, n: 8, fill: c4, stroke: white, sw: 0.8 },
  { t: "disc", r: 12, fill: c3, stroke: white, sw: 1 },
  { t: "dots", r: 7, n: 8, size: 1.2, fill: white },
  { t: "disc", r: 3, fill: white },
];

// --- Figures (seen from behind, simple shapes, no faces) ------------------------------------

/** Bride and groom from behind holding hands; (cx, baseY) is between their feet. Height ≈ H. */
function couple(d, cx, baseY, H) {
  const kurta = d.lin([
    [0, "#fbf0da"],
    [1, "#dcc59c"],
  ]);
  const saree = d.lin([
    [0, "#c0283a"],
    [1, "#8e1524"],
  ]);
  const pheta = d.lin([
    [0, "#fbbd35"],
    [1, "#e8890c"],
  ]);
  const gx = -13;
  const bx = 13;
  let g = "";
  // groom
  g += pathEl(`M${gx - 7},0L${gx - 6},-24L${gx + 6},-24L${gx + 7},0Z`, "#e3cfa8");
  g += ellipse(gx - 4, 0, 4, 1.4, "#3a2012");
  g += ellipse(gx + 4, 0, 4, 1.4, "#3a2012");
  g += strokeEl(`M${gx - 12},-72Q${gx - 16},-60 ${gx - 16},-45`, "#dcc497", 5);
  g += circle(gx - 16, -44, 2.5, C.skin);
  g += pathEl(
    `M${gx - 10},-77Q${gx - 14},-76 ${gx - 14.5},-70L${gx - 16},-22Q${gx},-19.5 ${gx + 16},-22L${gx + 14.5},-70Q${gx + 14},-76 ${gx + 10},-77Z`,
    kurta,
  );
  g += strokeEl(`M${gx - 15.8},-24Q${gx},-21.5 ${gx + 15.8},-24`, C.goldDeep, 1.6);
  g += rect(gx - 3, -82, 6, 6, C.skin);
  g += circle(gx, -86, 7, C.hair);
  g += pathEl(
    `M${gx + 1.5},-89Q${gx + 5},-76 ${gx + 3},-58L${gx + 8},-59Q${gx + 9},-76 ${gx + 6},-89Z`,
    "#e8890c",
  );
  g += rect(gx + 2.7, -61, 5.6, 2.4, C.maroon);
  g += pathEl(
    `M${gx - 8.5},-86Q${gx - 10},-98 ${gx},-98.5Q${gx + 10},-98 ${gx + 8.5},-86Q${gx},-83 ${gx - 8.5},-86Z`,
    pheta,
  );
  g += strokeEl(
    `M${gx - 8},-90Q${gx},-87 ${gx + 8},-90M${gx - 7},-94Q${gx},-91.5 ${gx + 7},-94`,
    C.maroon,
    1.1,
  );
  g += strokeEl(`M${gx + 11},-73Q${gx + 15},-55 -1,-47`, "#dcc497", 5);
  // bride
  g += pathEl(
    `M${bx - 9.5},-52Q${bx - 13},-25 ${bx - 16},0L${bx + 16},0Q${bx + 13},-25 ${bx + 9.5},-52Z`,
    saree,
  );
  g += pathEl(`M${bx - 16},0L${bx - 15.4},-4L${bx + 15.4},-4L${bx + 16},0Z`, C.gold);
  g += strokeEl(
    `M${bx - 3},-50L${bx - 5},-4M${bx + 2},-50L${bx + 2},-4M${bx + 6},-50L${bx + 9},-4`,
    "#7e1220",
    0.9,
  );
  g += pathEl(
    `M${bx - 9},-77Q${bx},-79 ${bx + 9},-77Q${bx + 11},-72 ${bx + 10.5},-64L${bx + 9.5},-51L${bx - 9.5},-51L${bx - 10.5},-64Q${bx - 11},-72 ${bx - 9},-77Z`,
    "#a91e30",
  );
  g += rect(bx - 2.5, -81, 5, 5, C.skin);
  g += circle(bx, -84.5, 6.4, C.hair);
  g += circle(bx, -79.5, 4.2, "#1a0d09");
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * TAU;
    g += circle(bx + 4.6 * Math.cos(a), -79.5 + 4.6 * Math.sin(a), 1.1, "#fffaf0");
  }
  // pallu over the left shoulder, falling down the back
  g += pathEl(`M${bx - 9},-77Q${bx - 3},-78.5 ${bx + 2},-77L${bx + 5},-30L${bx - 9.5},-33Z`, "#7e1220");
  g += strokeEl(`M${bx + 2},-77L${bx + 5},-30L${bx - 9.5},-33`, C.gold, 1.8);
  for (let i = 0; i < 5; i++) g += circle(bx - 5 + i * 2.2, -42 - i * 7, 0.9, C.gold);
  g += strokeEl(`M${bx - 9},-74Q${bx - 13},-58 1,-47.5`, C.skin, 4);
  g += strokeEl("M-0.4,-52.2l3.4,0.3M-0.3,-50.8l3.4,0.3", "#2f9a4a", 1);
  g += circle(0, -47, 2.8, C.skin);
  return group(`translate(${f(cx)} ${f(baseY)}) scale(${f(H / 100)})`, g);
}

/** Simple standing silhouette, facing away. kind: man | woman | child. Returns its hand points. */
function person(x, baseY, h, kind, fill) {
  const u = h / 100;
  const P = (px, py) => pt(x + px * u, baseY + py * u);
  let s = "";
  if (kind === "woman") {
    s += pathEl(
      `M${P(-10, -77)}Q${P(0, -79.5)} ${P(10, -77)}Q${P(12.5, -72)} ${P(11.5, -60)}Q${P(15, -28)} ${P(19, 0)}L${P(-19, 0)}Q${P(-15, -28)} ${P(-11.5, -60)}Q${P(-12.5, -72)} ${P(-10, -77)}Z`,
      fill,
    );
    s += strokeEl(`M${P(11, -73)}Q${P(15.5, -60)} ${P(15, -45)}`, fill, 4.6 * u);
    s += rect(x - 2.6 * u, baseY - 82 * u, 5.2 * u, 6 * u, fill);
    s += circle(x, baseY - 86 * u, 7.2 * u, fill);
    s += circle(x, baseY - 80 * u, 4.4 * u, fill);
  } else {
    s += pathEl(
      `M${P(-12, -78)}Q${P(0, -80.5)} ${P(12, -78)}Q${P(14.5, -76)} ${P(14, -70)}L${P(11, -40)}L${P(10, 0)}L${P(2, 0)}L${P(0, -34)}L${P(-2, 0)}L${P(-10, 0)}L${P(-11, -40)}L${P(-14, -70)}Q${P(-14.5, -76)} ${P(-12, -78)}Z`,
      fill,
    );
    s += strokeEl(`M${P(-13, -74)}Q${P(-18, -58)} ${P(-17, -42)}`, fill, 5 * u);
    s += rect(x - 3 * u, baseY - 84 * u, 6 * u, 7 * u, fill);
    s += circle(x, baseY - 88 * u, 8 * u, fill);
    if (kind === "child") s += circle(x + 6.5 * u, baseY - 92 * u, 3.4 * u, fill);
  }
  return s;
}

// --- Architecture -----------------------------------------------------------------------------

function bananaPlant(d, x, baseY, h, flip = 1) {
  const leafFill = d.lin(
    [
      [0, "#3d7a33"],
      [1, "#173f22"],
    ],
    0,
    0,
    1,
    1,
  );
  let s = "";
  const topY = baseY - h * 0.55;
  s += pathEl(
    `M${pt(x - h * 0.045, baseY)}L${pt(x - h * 0.03, topY)}L${pt(x + h * 0.03, topY)}L${pt(x + h * 0.045, baseY)}Z`,
    d.lin(
      [
        [0, "#3f5a26"],
        [0.5, "#58722f"],
        [1, "#34501f"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const leaves = [
    [-150, 0.62],
    [-118, 0.72],
    [-95, 0.58],
    [-65, 0.7],
    [-32, 0.6],
    [-172, 0.5],
  ];
  for (const [deg, lf] of leaves) {
    const a = ((flip > 0 ? deg : -180 - deg) * Math.PI) / 180;
    const len = h * lf;
    const sx = x;
    const sy = topY;
    const ex = sx + Math.cos(a) * len;
    const ey = sy + Math.sin(a) * len + len * 0.35; // droop
    const mx = sx + Math.cos(a) * len * 0.5;
    const my = sy + Math.sin(a) * len * 0.5 - len * 0.05;
    const spine = [];
    for (let i = 0; i <= 14; i++) {
      const t = i / 14;
      spine.push([
        (1 - t) ** 2 * sx + 2 * (1 - t) * t * mx + t * t * ex,
        (1 - t) ** 2 * sy + 2 * (1 - t) * t * my + t * t * ey,
      ]);
    }
    const wMax = h * 0.085;
    const left = [];
    const right = [];
    for (let i = 0; i < spine.length; i++) {
      const t = i / (spine.length - 1);
      const [px, py] = spine[i];
      const [qx, qy] = spine[Math.min(i + 1, spine.length - 1)];
      const [ox, oy] = spine[Math.max(i - 1, 0)];
      const dx = qx - ox;
      const dy = qy - oy;
      const dl = Math.hypot(dx, dy) || 1;
      const w = wMax * Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.7 * (t < 0.08 ? 0.3 : 1);
      left.push([px - (dy / dl) * w, py + (dx / dl) * w]);
      right.push([px + (dy / dl) * w * 0.9, py - (dx / dl) * w * 0.9]);
    }
    const outline = [...left, ...right.reverse()].map(([a1, b1]) => pt(a1, b1));
    s += pathEl(`M${outline.join("L")}Z`, leafFill);
    s += strokeEl(
      `M${spine.map(([a1, b1]) => pt(a1, b1)).join("L")}`,
      "#8fae58",
      Math.max(1, h * 0.006),
      ' opacity=".7"',
    );
    for (let i = 3; i < spine.length - 1; i += 2) {
      const [px, py] = spine[i];
      const [lx, ly] = left[i];
      s += strokeEl(`M${pt(px, py)}L${pt(lx, ly)}`, "#6f9a4c", Math.max(0.6, h * 0.0025), ' opacity=".45"');
    }
  }
  return s;
}

/** Wedding mandap with flower arch; pillars at cx ± W/2, floor at baseY, beam at baseY - H. */
function mandap(d, cx, baseY, W, H) {
  const pw = W * 0.05;
  const topY = baseY - H;
  const pillar = d.lin(
    [
      [0, "#b07a2a"],
      [0.35, "#f6d58c"],
      [0.6, "#e0ad52"],
      [1, "#8a5818"],
    ],
    0,
    0,
    1,
    0,
  );
  const beamH = H * 0.07;
  let s = "";
  // fabric drapes tied back to the pillars
  const drape = d.lin(
    [
      [0, "#fff6e4"],
      [1, "#f5cf86"],
    ],
    0,
    0,
    1,
    1,
  );
  for (const side of [-1, 1]) {
    const ix = cx + (side * W) / 2 - (side * pw) / 2;
    const y0 = topY + beamH * 0.6;
    const tieY = topY + H * 0.44;
    const dx = (k) => ix - side * W * k;
    s += pathEl(
      `M${pt(ix, y0)}L${pt(dx(0.2), y0)}Q${pt(dx(0.07), topY + H * 0.24)} ${pt(ix, tieY)}Q${pt(dx(0.035), tieY + H * 0.1)} ${pt(dx(0.012), tieY + H * 0.22)}L${pt(ix, tieY + H * 0.22)}Z`,
      drape,
      ' opacity=".93"',
    );
    s += strokeEl(
      `M${pt(dx(0.07), y0)}Q${pt(dx(0.035), topY + H * 0.26)} ${pt(ix, tieY)}M${pt(dx(0.14), y0)}Q${pt(dx(0.055), topY + H * 0.25)} ${pt(ix, tieY)}`,
      "#e2b46a",
      Math.max(1, W * 0.0025),
      ' opacity=".7"',
    );
  }
  // pillars
  for (const side of [-1, 1]) {
    const px = cx + (side * W) / 2;
    s += rect(px - pw * 0.8, baseY - H * 0.06, pw * 1.6, H * 0.06, "#8a5818");
    s += rect(px - pw / 2, topY, pw, H, pillar);
    for (let k = 1; k < 6; k++) {
      const y = topY + (H * k) / 6;
      s += rect(px - pw * 0.62, y - H * 0.008, pw * 1.24, H * 0.016, "#f6c453");
      s += circle(px, y - H * 0.05, pw * 0.12, C.maroon);
    }
    s += rect(px - pw * 0.75, topY - H * 0.01, pw * 1.5, H * 0.035, "#e0ad52");
    // marigold string wound down the pillar
    for (let k = 0; k < 9; k++) {
      const y = topY + H * 0.06 + k * H * 0.1;
      s += marigold(px + (k % 2 ? pw * 0.4 : -pw * 0.4), y, pw * 0.32, k % 2, d.rand(0, TAU), false);
    }
  }
  // beam and crown
  s += pathEl(
    `M${pt(cx - W / 2 - pw, topY)}Q${pt(cx, topY - H * 0.28)} ${pt(cx + W / 2 + pw, topY)}Z`,
    d.lin([
      [0, "#9a2a36"],
      [1, C.maroonDeep],
    ]),
  );
  s += strokeEl(
    `M${pt(cx - W / 2 - pw, topY)}Q${pt(cx, topY - H * 0.28)} ${pt(cx + W / 2 + pw, topY)}`,
    C.gold,
    H * 0.012,
  );
  s += pathEl(
    `M${pt(cx - W * 0.32, topY - H * 0.02)}Q${pt(cx, topY - H * 0.2)} ${pt(cx + W * 0.32, topY - H * 0.02)}`,
    "none",
    ` stroke="${C.gold}" stroke-width="${f(H * 0.005)}" stroke-dasharray="${f(H * 0.004)} ${f(H * 0.018)}" stroke-linecap="round"`,
  );
  s += kalash(d, cx, topY - H * 0.135, H * 0.0011);
  s += rect(
    cx - W / 2 - pw,
    topY,
    W + pw * 2,
    beamH,
    d.lin([
      [0, "#f6d58c"],
      [1, "#b9802c"],
    ]),
  );
  s += rect(cx - W / 2 - pw, topY + beamH * 0.35, W + pw * 2, beamH * 0.3, C.maroon);
  for (let x = cx - W / 2; x <= cx + W / 2; x += W / 24)
    s += circle(x, topY + beamH * 0.5, beamH * 0.09, C.gold);
  // flower arch (cusped)
  const ax0 = cx - W / 2 + pw / 2;
  const ax1 = cx + W / 2 - pw / 2;
  const springY = topY + H * 0.38;
  const apexY = topY + beamH + H * 0.03;
  const n = 34;
  const r = W * 0.021;
  const archPts = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = Math.PI * (1 - t);
    archPts.push([cx + Math.cos(a) * (ax1 - ax0) * 0.5, springY - Math.sin(a) ** 0.8 * (springY - apexY)]);
  }
  for (let i = 0; i <= n; i++) {
    const [x, y] = archPts[i];
    if (i % 2 === 0) s += mangoLeaf(x, y + r * 0.3, r * 2.6, d.rand(-15, 15), i % 4 ? C.green : C.greenDark);
  }
  for (let i = 0; i <= n; i++) {
    const [x, y] = archPts[i];
    s += marigold(x, y, r * (i % 2 ? 0.85 : 1.05), Math.floor(i / 2) % 2, d.rand(0, TAU));
  }
  // short strands hanging from the beam
  for (let k = 1; k < 8; k++) {
    const x = cx - W / 2 + (k * W) / 8;
    const len = 2 + (k % 2);
    for (let j = 0; j < len; j++)
      s += marigold(x, topY + beamH + r * (1 + j * 1.5), r * 0.7, (j + k) % 2, d.rand(0, TAU));
  }
  return s;
}

/** Stylised Nagara/Hemadpanti temple silhouette; (cx, baseY) base centre, height ≈ 110·s. */
function temple(cx, baseY, s, fill, accent, lamp) {
  let g = "";
  g += rect(-52, -4, 104, 4, fill);
  g += rect(-47, -8, 94, 4.5, fill);
  g += rect(-42, -12, 84, 4.5, fill);
  // mandapa
  g += rect(-40, -34, 38, 22.5, fill);
  g += pathEl("M-43,-34L-38,-40L-4,-40L1,-34Z", fill);
  g += pathEl("M-38,-40C-36,-50 -30,-56 -21,-58C-12,-56 -6,-50 -4,-40Z", fill);
  g += pathEl("M-23.5,-58L-21,-64L-18.5,-58Z", fill);
  // sanctum + shikhara
  g += rect(-6, -42, 40, 30.5, fill);
  g += pathEl("M-6,-42C-6,-64 2,-82 8,-90L20,-90C26,-82 34,-64 34,-42Z", fill);
  g += ellipse(14, -91, 7.5, 2.6, fill);
  g += pathEl("M10,-93Q14,-101 18,-93Z", fill);
  g += strokeEl("M14,-99L14,-112", fill, 1);
  g += pathEl("M14,-112L26,-108L14,-104Z", accent);
  // band lines on the shikhara + niche
  g += strokeEl(
    "M-4,-50L32,-50M-3,-58L31,-58M-1,-66L29,-66M1.5,-74L26.5,-74M4.5,-82L23.5,-82",
    accent,
    0.7,
    ' opacity=".35"',
  );
  g += strokeEl("M14,-44L14,-88", accent, 0.6, ' opacity=".3"');
  // doorways with lamp-light
  g += pathEl("M-27,-12L-27,-25Q-21,-31 -15,-25L-15,-12Z", lamp);
  g += pathEl("M9,-12L9,-27Q14,-33 19,-27L19,-12Z", lamp);
  for (let i = -38; i <= -6; i += 8) g += rect(i, -34, 2.2, 22, accent, ' opacity=".18"');
  return group(`translate(${f(cx)} ${f(baseY)}) scale(${f(s * 1000) / 1000})`, g);
}

/** Akash kandil (traditional Maharashtrian lantern). Hangs from (x, topY) on a string of length `drop`. */
function kandil(d, x, topY, drop, s, colA, colB) {
  const y0 = topY + drop;
  const light = d.rad(
    [
      [0, "#fff4c8"],
      [0.5, colA],
      [1, colB],
    ],
    0.5,
    0.5,
    0.6,
  );
  let g = "";
  g += glow(d, 0, 45, 120, colA, 0.4);
  // tails
  const tails = [-18, -11, -4, 4, 11, 18];
  tails.forEach((tx, i) => {
    const len = 70 + (i % 3) * 14 - Math.abs(tx) * 0.8;
    g += strokeEl(
      `M${tx},78Q${tx - 5},${78 + len * 0.33} ${tx},${78 + len * 0.66}T${tx},${78 + len}`,
      i % 2 ? colA : C.gold,
      3.2,
      ' opacity=".95"',
    );
  });
  g += pathEl("M0,0L-32,26L-32,56L0,82L32,56L32,26Z", light);
  g += pathEl("M0,0L0,82L32,56L32,26Z", colB, ' opacity=".35"');
  g += pathEl("M-32,26L-52,41L-32,56Z", colB);
  g += pathEl("M32,26L52,41L32,56Z", colB);
  g += strokeEl("M0,0L-32,26L-32,56L0,82L32,56L32,26ZM-32,26L32,26M-32,56L32,56M0,0L0,82", C.gold, 1.6);
  g += strokeEl("M-52,41L52,41", C.gold, 1.2, ' opacity=".7"');
  g += rect(-5, -5, 10, 6, C.gold);
  return (
    strokeEl(`M${pt(x, topY)}L${pt(x, y0)}`, "#e9d3a8", 1.2, ' opacity=".6"') +
    group(`translate(${f(x)} ${f(y0)}) scale(${f(s * 1000) / 1000})`, g)
  );
}

function starKandil(d, x, topY, drop, s, colA, colB) {
  const y0 = topY + drop;
  let g = "";
  g += glow(d, 0, 0, 110, colA, 0.4);
  for (let i = 0; i < 5; i++) {
    const tx = -14 + i * 7;
    g += strokeEl(`M${tx},30Q${tx - 4},55 ${tx},80T${tx},${120 + (i % 2) * 12}`, i % 2 ? C.gold : colA, 2.8);
  }
  g += pathEl(
    star(0, 0, 50, 22, 5),
    d.rad(
      [
        [0, "#fff4c8"],
        [0.55, colA],
        [1, colB],
      ],
      0.5,
      0.5,
      0.6,
    ),
    ` stroke="${C.gold}" stroke-width="1.8" stroke-linejoin="round"`,
  );
  g += pathEl(star(0, 0, 26, 12, 5), "#fff1c0", ' opacity=".55"');
  return (
    strokeEl(`M${pt(x, topY)}L${pt(x, y0 - 50 * s)}`, "#e9d3a8", 1.2, ' opacity=".6"') +
    group(`translate(${f(x)} ${f(y0)}) scale(${f(s * 1000) / 1000})`, g)
  );
}

/** Approval seal: scalloped gold medallion with a check mark. */
function seal(d, cx, cy, r) {
  let s = "";
  s += circle(cx, cy + r * 0.06, r * 1.02, "#000", ' opacity=".25"');
  s += pathEl(
    rosette(cx, cy, r * 0.88, r, 28),
    d.lin([
      [0, "#ffe08a"],
      [1, "#d9951c"],
    ]),
  );
  s += circle(
    cx,
    cy,
    r * 0.8,
    d.rad(
      [
        [0, "#9a2a36"],
        [1, C.maroonDeep],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  s += circle(
    cx,
    cy,
    r * 0.71,
    "none",
    ` stroke="${C.gold}" stroke-width="${f(r * 0.025)}" stroke-dasharray="${f(r * 0.02)} ${f(r * 0.05)}" stroke-linecap="round"`,
  );
  s += strokeEl(
    `M${pt(cx - r * 0.36, cy + r * 0.02)}L${pt(cx - r * 0.1, cy + r * 0.28)}L${pt(cx + r * 0.4, cy - r * 0.26)}`,
    C.cream,
    r * 0.15,
  );
  return s;
}

function house(d, cx, baseY, w, h) {
  const wallTop = baseY - h * 0.6;
  const roofTop = baseY - h;
  let s = "";
  s += glow(d, cx, baseY - h * 0.3, w * 0.75, "#f2a007", 0.28);
  // roof
  s += pathEl(
    `M${pt(cx - w / 2 - w * 0.08, wallTop + 4)}L${pt(cx - w * 0.3, roofTop)}L${pt(cx + w * 0.3, roofTop)}L${pt(cx + w / 2 + w * 0.08, wallTop + 4)}Z`,
    d.lin([
      [0, "#5a1a12"],
      [1, "#8e3520"],
    ]),
  );
  for (let k = 1; k < 5; k++) {
    const y = roofTop + ((wallTop - roofTop) * k) / 5;
    const t = k / 5;
    const half = w * 0.3 + (w * 0.28 - 0) * t;
    s += strokeEl(`M${pt(cx - half, y)}L${pt(cx + half, y)}`, "#3e100b", 1.4, ' opacity=".55"');
  }
  // walls
  s += rect(
    cx - w / 2,
    wallTop,
    w,
    baseY - wallTop,
    d.lin([
      [0, "#a47c58"],
      [1, "#6a4330"],
    ]),
  );
  s += glow(d, cx, baseY - h * 0.25, w * 0.42, "#ffb347", 0.45);
  s += rect(cx - w / 2, wallTop, w, h * 0.05, "#6e2a1a", ' opacity=".45"');
  // gable over the door
  s += pathEl(
    `M${pt(cx - w * 0.17, wallTop + 2)}L${pt(cx, roofTop - h * 0.08)}L${pt(cx + w * 0.17, wallTop + 2)}Z`,
    "#6a2115",
  );
  s += strokeEl(
    `M${pt(cx - w * 0.15, wallTop)}L${pt(cx, roofTop - h * 0.05)}L${pt(cx + w * 0.15, wallTop)}`,
    C.gold,
    2,
    ' opacity=".7"',
  );
  // plinth + steps
  s += rect(cx - w / 2 - 12, baseY - h * 0.06, w + 24, h * 0.06, "#5a2a1c");
  s += rect(cx - w * 0.12, baseY - h * 0.02, w * 0.24, h * 0.06, "#6e3a26");
  s += rect(cx - w * 0.15, baseY + h * 0.03, w * 0.3, h * 0.05, "#7a4430");
  // doorway with light
  const dw = w * 0.15;
  const dTop = baseY - h * 0.46;
  const doorD = `M${pt(cx - dw / 2, baseY - h * 0.06)}L${pt(cx - dw / 2, dTop + dw * 0.3)}Q${pt(cx, dTop - dw * 0.25)} ${pt(cx + dw / 2, dTop + dw * 0.3)}L${pt(cx + dw / 2, baseY - h * 0.06)}Z`;
  s += pathEl(
    doorD,
    d.rad(
      [
        [0, "#fff0b8"],
        [0.6, "#f6b73c"],
        [1, "#d26a14"],
      ],
      0.5,
      0.8,
      0.8,
    ),
  );
  s += pathEl(
    `M${pt(cx - dw / 2, baseY - h * 0.06)}L${pt(cx - dw / 2, dTop + dw * 0.3)}L${pt(cx - dw * 0.8, dTop + dw * 0.45)}L${pt(cx - dw * 0.8, baseY - h * 0.04)}Z`,
    "#4a1c10",
  );
  s += pathEl(
    `M${pt(cx + dw / 2, baseY - h * 0.06)}L${pt(cx + dw / 2, dTop + dw * 0.3)}L${pt(cx + dw * 0.8, dTop + dw * 0.45)}L${pt(cx + dw * 0.8, baseY - h * 0.04)}Z`,
    "#4a1c10",
  );
  // windows
  for (const side of [-1, 1]) {
    const wx = cx + side * w * 0.3;
    const wy = baseY - h * 0.4;
    const ww = w * 0.12;
    const wh = h * 0.18;
    s += glow(d, wx, wy + wh / 2, ww * 1.6, "#ffb21f", 0.35);
    s += rect(
      wx - ww / 2,
      wy,
      ww,
      wh,
      d.rad([
        [0, "#ffe9a6"],
        [1, "#e58a1c"],
      ]),
      ` stroke="#4a1c10" stroke-width="${f(w * 0.012)}"`,
    );
    for (let k = 1; k < 4; k++) s += rect(wx - ww / 2 + (ww * k) / 4 - 1, wy, 2, wh, "#4a1c10");
  }
  // veranda pillars
  for (const px of [-0.46, -0.2, 0.2, 0.46]) {
    s += rect(cx + px * w - w * 0.012, wallTop + h * 0.03, w * 0.024, h * 0.52, "#5a2a1c");
    s += rect(cx + px * w - w * 0.022, wallTop + h * 0.03, w * 0.044, h * 0.025, "#4a1c10");
  }
  return { svg: s, doorTop: dTop - dw * 0.2, doorW: dw, wallTop, roofTop };
}

function tulsi(d, x, baseY, h) {
  let s = "";
  s += glow(d, x, baseY - h * 0.3, h * 0.9, "#f2a007", 0.22);
  s += rect(x - h * 0.3, baseY - h * 0.07, h * 0.6, h * 0.07, "#5a2a1c");
  s += rect(
    x - h * 0.23,
    baseY - h * 0.5,
    h * 0.46,
    h * 0.43,
    d.lin([
      [0, "#b98a5e"],
      [1, "#6e4026"],
    ]),
  );
  s += rect(x - h * 0.28, baseY - h * 0.56, h * 0.56, h * 0.07, "#8a5434");
  s += rect(x - h * 0.26, baseY - h * 0.14, h * 0.52, h * 0.07, "#7a4a2c");
  const nw = h * 0.085;
  s += pathEl(
    `M${pt(x - nw, baseY - h * 0.15)}L${pt(x - nw, baseY - h * 0.32)}Q${pt(x, baseY - h * 0.44)} ${pt(x + nw, baseY - h * 0.32)}L${pt(x + nw, baseY - h * 0.15)}Z`,
    "#3a140a",
  );
  s += glow(d, x, baseY - h * 0.24, nw * 2.4, "#ffc94a", 0.75);
  s += group(
    `translate(${f(x)} ${f(baseY - h * 0.17)}) scale(${f(h * 0.0018 * 1000) / 1000})`,
    pathEl("M0,0C-12,-6 -10,-26 0,-50C10,-26 12,-6 0,0Z", "#ffd34d"),
  );
  const greens = ["#2f6b3a", "#24532c", "#3d7a33", "#4f8f3c", "#1d4526"];
  for (let i = 0; i < 60; i++) {
    const a = d.rand(-Math.PI * 0.92, -Math.PI * 0.08);
    const rr = h * Math.sqrt(d.rng()) * 0.3;
    const lx = x + Math.cos(a) * rr * 1.05;
    const ly = baseY - h * 0.57 + Math.sin(a) * rr * 1.4;
    s += ellipse(
      0,
      0,
      h * 0.045,
      h * 0.024,
      d.pick(greens),
      ` transform="translate(${f(lx)} ${f(ly)}) rotate(${f(d.rand(0, 180))})"`,
    );
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

function faintMandala(cx, cy, R, color, op) {
  return mandala(
    cx,
    cy,
    R,
    [
      { t: "petals", kind: "lotus", r1: 70, r2: 98, w: 7, n: 24, fill: "none", stroke: color, sw: 0.5 },
      { t: "ring", r: 70, stroke: color, sw: 0.5 },
      { t: "petals", kind: "round", r1: 40, r2: 66, w: 10, n: 12, fill: "none", stroke: color, sw: 0.5 },
      { t: "ring", r: 38, stroke: color, sw: 0.4, dash: "1 3" },
      { t: "rosette", r1: 14, r2: 32, n: 8, fill: "none", stroke: color, sw: 0.5 },
    ],
    ` opacity="${op}"`,
  );
}

function carousel1(d) {
  const { w, h } = d;
  const wide = w / h > 1.8;
  d.add(
    rect(
      0,
      0,
      w,
      h,
      d.lin(
        [
          [0, "#2a0910"],
          [0.45, "#561421"],
          [1, "#7a1f2b"],
        ],
        0,
        0,
        1,
        0.3,
      ),
    ),
  );
  const cx = wide ? w * 0.7 : w * 0.5;
  const baseY = wide ? h - 56 : h - 60;
  const W = wide ? 560 : 520;
  const H = wide ? 470 : 390;
  d.add(glow(d, cx, baseY - H * 0.45, H * 1.05, "#f2a007", 0.42));
  d.add(faintMandala(wide ? w * 0.12 : w * 0.5, wide ? h * 0.72 : h * 0.95, wide ? 420 : 300, C.gold, 0.1));
  d.add(
    bokeh(d, wide ? 26 : 14, {
      x0: wide ? w * 0.4 : 0,
      y0: 60,
      y1: h * 0.8,
      rMin: 6,
      rMax: 26,
      colors: [C.gold, "#ffd9a0", C.saffron],
      op: 0.28,
    }),
  );
  // floor
  d.add(
    rect(
      0,
      baseY,
      w,
      h - baseY,
      d.lin([
        [0, "#3c0c15"],
        [1, "#22060c"],
      ]),
    ),
  );
  d.add(strokeEl(`M0,${baseY}L${w},${baseY}`, C.gold, 1.2, ' opacity=".35"'));
  d.add(bananaPlant(d, cx - W / 2 - W * 0.12, baseY, H * 1.02, -1));
  d.add(bananaPlant(d, cx + W / 2 + W * 0.12, baseY, H * 1.02, 1));
  d.add(mandap(d, cx, baseY, W, H));
  d.add(
    mandala(
      cx,
      baseY + (h - baseY) * 0.45,
      W * 0.34,
      RANGOLI_A(C.saffron, "#fff1d6", C.maroon, C.green),
      "",
      0.16,
    ),
  );
  d.add(glow(d, cx, baseY - H * 0.25, H * 0.35, "#ffd27a", 0.25));
  d.add(couple(d, cx, baseY + 6, H * 0.52));
  d.add(
    toran(d, -10, w + 10, wide ? 14 : 12, {
      r: wide ? 15 : 13,
      leafLen: wide ? 56 : 46,
      strandEvery: wide ? 7 : 6,
      strandLen: 3,
      strandMask: (x) => (wide ? x > w * 0.42 : x < w * 0.2 || x > w * 0.8),
    }),
  );
  d.add(
    petalsScatter(d, wide ? 26 : 14, {
      x0: cx - W * 0.7,
      x1: cx + W * 0.7,
      y0: baseY + 8,
      y1: h - 6,
      size: 4,
      colors: [C.saffron, C.marigold, "#d9531a"],
    }),
  );
}

function carousel2(d) {
  const { w, h } = d;
  const wide = w / h > 1.8;
  d.add(
    rect(
      0,
      0,
      w,
      h,
      d.lin(
        [
          [0, "#0f2e1a"],
          [0.5, "#1b4526"],
          [1, "#2f6b3a"],
        ],
        0,
        0,
        1,
        0.4,
      ),
    ),
  );
  const cx = wide ? w * 0.71 : w * 0.5;
  const cy = wide ? h * 0.5 : h * 0.44;
  const R = wide ? 390 : 255;
  d.add(glow(d, cx, cy, R * 1.5, "#f2a007", 0.3));
  d.add(
    faintMandala(wide ? w * 0.08 : w * 0.05, wide ? h * 0.15 : h * 0.95, wide ? 300 : 200, C.cream, 0.08),
  );
  d.add(bokeh(d, wide ? 22 : 12, { colors: [C.gold, "#fff1d6", C.saffron], rMin: 5, rMax: 22, op: 0.22 }));
  d.add(circle(cx, cy + R * 0.03, R * 1.0, "#000", ' opacity=".2"'));
  d.add(
    mandala(cx, cy, R, [
      { t: "dots", r: 99, n: 72, size: 1.1, fill: C.gold },
      {
        t: "petals",
        kind: "lotus",
        r1: 76,
        r2: 96,
        w: 6,
        n: 32,
        fill: C.saffron,
        stroke: "#fff1d6",
        sw: 0.5,
      },
      {
        t: "petals",
        kind: "lotus",
        r1: 76,
        r2: 90,
        w: 4.5,
        n: 32,
        rot: Math.PI / 32,
        fill: C.marigold,
        stroke: "#fff1d6",
        sw: 0.4,
      },
      { t: "disc", r: 77, fill: C.maroon },
      { t: "dots", r: 73.5, n: 60, size: 0.9, fill: C.gold },
      { t: "petals", kind: "round", r1: 46, r2: 70, w: 9, n: 16, fill: C.cream, stroke: C.gold, sw: 0.6 },
      { t: "petals", kind: "almond", r1: 50, r2: 66, w: 3.6, n: 16, fill: C.green },
      {
        t: "petals",
        kind: "almond",
        r1: 47,
        r2: 72,
        w: 4,
        n: 16,
        rot: Math.PI / 16,
        fill: C.saffron,
        stroke: C.maroon,
        sw: 0.4,
      },
      { t: "disc", r: 46, fill: C.greenDark },
      { t: "ring", r: 46, stroke: C.gold, sw: 1 },
      { t: "rosette", r1: 30, r2: 43, n: 20, fill: C.marigold, stroke: "#fff1d6", sw: 0.5 },
      { t: "petals", kind: "lotus", r1: 22, r2: 36, w: 4, n: 12, fill: C.cream, stroke: C.gold, sw: 0.4 },
    ]),
  );
  d.add(seal(d, cx, cy, R * 0.26));
  d.add(
    petalsScatter(d, wide ? 40 : 22, {
      x0: wide ? w * 0.38 : 0,
      y0: 0,
      size: wide ? 6 : 5,
      colors: [C.saffron, C.marigold, "#fff1d6"],
      op: 0.7,
    }),
  );
  // garland swags along the top-left edge, with mango leaves and a tassel at each tie point
  const r = wide ? 13 : 11;
  const ties = wide ? [-30, 250, 530] : [-30, 180, 390];
  for (let i = 0; i < ties.length - 1; i++) {
    d.add(garlandSwag(d, ties[i], 6, ties[i + 1], 6, wide ? 70 : 55, r, i));
  }
  for (const x of ties.slice(1)) {
    d.add(mangoLeaf(x - 6, 4, r * 3.6, 25, C.green));
    d.add(mangoLeaf(x + 6, 4, r * 3.6, -25, C.greenDark));
    for (let k = 0; k < 3; k++)
      d.add(marigold(x, 14 + k * r * 1.5, r * (1 - k * 0.1), k % 2, d.rand(0, TAU)));
    d.add(circle(x, 14 + 3 * r * 1.5, r * 0.4, C.gold));
  }
}

function carousel3(d) {
  const { w, h } = d;
  const wide = w / h > 1.8;
  d.add(
    rect(
      0,
      0,
      w,
      h,
      d.lin([
        [0, "#1a0716"],
        [0.55, "#3e0d1c"],
        [1, "#6a1a26"],
      ]),
    ),
  );
  for (let i = 0; i < (wide ? 70 : 35); i++) {
    d.add(
      circle(
        d.rand(0, w),
        d.rand(0, h * 0.5),
        d.rand(0.6, 1.5),
        "#fff3d6",
        ` opacity="${f(d.rand(0.2, 0.7) * 10) / 10}"`,
      ),
    );
  }
  const cx = wide ? w * 0.7 : w * 0.5;
  const groundY = wide ? h - 120 : h - 110;
  const hw = wide ? 540 : 460;
  const hh = wide ? 350 : 290;
  d.add(glow(d, cx, groundY - hh * 0.4, hh * 1.5, "#f2a007", 0.28));
  d.add(
    bokeh(d, wide ? 10 : 6, {
      x0: cx - hw,
      x1: cx + hw,
      y0: groundY - hh * 1.2,
      y1: groundY - hh * 0.3,
      colors: [C.gold, C.saffron],
      rMin: 6,
      rMax: 18,
      op: 0.18,
    }),
  );
  d.add(
    rect(
      0,
      groundY - 10,
      w,
      h - groundY + 10,
      d.lin([
        [0, "#3a0e14"],
        [1, "#1c060a"],
      ]),
    ),
  );
  const H = house(d, cx, groundY, hw, hh);
  d.add(H.svg);
  d.add(
    toran(d, cx - H.doorW * 0.85, cx + H.doorW * 0.85, H.doorTop - 4, {
      r: 6.5,
      leafLen: 20,
      strandEvery: 99,
    }),
  );
  d.add(kandil(d, cx + hw * 0.43, H.wallTop + 4, 24, wide ? 0.52 : 0.44, C.saffron, C.maroon));
  d.add(kandil(d, cx - hw * 0.43, H.wallTop + 4, 24, wide ? 0.52 : 0.44, "#e0611a", C.greenDark));
  d.add(tulsi(d, cx - hw * 0.64, groundY + 8, wide ? 120 : 96));
  d.add(mandala(cx, groundY + 36, hw * 0.17, RANGOLI_A(C.saffron, C.cream, C.maroon, C.green), "", 0.3));
  // family, seen from behind, against the glowing doorway
  const fam = "#1e070c";
  const fy = groundY + 32;
  const fh = wide ? 185 : 155;
  const rim = "#f6b24a";
  const mx = cx - fh * 0.28;
  const wx = cx + fh * 0.28;
  const ch = fh * 0.56;
  const arms =
    `M${pt(mx + fh * 0.12, fy - fh * 0.73)}Q${pt(mx + fh * 0.18, fy - fh * 0.5)} ${pt(cx - ch * 0.16, fy - ch * 0.46)}` +
    `M${pt(wx - fh * 0.105, fy - fh * 0.68)}Q${pt(wx - fh * 0.16, fy - fh * 0.48)} ${pt(cx + ch * 0.16, fy - ch * 0.46)}` +
    `M${pt(cx - ch * 0.13, fy - ch * 0.72)}L${pt(cx - ch * 0.16, fy - ch * 0.46)}M${pt(cx + ch * 0.13, fy - ch * 0.72)}L${pt(cx + ch * 0.16, fy - ch * 0.46)}`;
  const fig = (dx, fill) =>
    `<g transform="translate(${dx} 0)">${person(mx, fy, fh, "man", fill)}${person(wx, fy, fh * 0.93, "woman", fill)}${person(cx, fy, ch, "child", fill)}${strokeEl(arms, fill, fh * 0.045)}</g>`;
  d.add(`<g opacity=".75">${fig(-1.8, rim)}${fig(1.8, rim)}</g>`);
  d.add(fig(0, fam));
  // row of diyas along the front
  const spots = wide ? [0.06, 0.19, 0.32, 0.45, 0.57, 0.84, 0.95] : [0.1, 0.27, 0.73, 0.9];
  for (const fx of spots) {
    d.add(diya(d, fx * w - 20, h - (wide ? 44 : 40), wide ? 0.85 : 0.72, d.rand(-0.06, 0.06)));
  }
  d.add(
    petalsScatter(d, wide ? 30 : 16, {
      y0: h - 60,
      y1: h - 6,
      size: 4,
      colors: [C.saffron, C.marigold, "#d9531a"],
    }),
  );
}

// --- Gallery tiles (600 × 600 design space) ---------------------------------------------------

const CROWD = [
  "#7a1f2b",
  "#f2a007",
  "#2f6b3a",
  "#b8245a",
  "#1f6b7a",
  "#e8890c",
  "#fff1d6",
  "#a8471f",
  "#d9531a",
  "#5a2a6e",
];

function g1Gathering(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.lin([
        [0, "#fdf1dc"],
        [1, "#f1d2a0"],
      ]),
    ),
  );
  d.add(glow(d, 300, 280, 320, "#fff8ec", 0.6));
  // backdrop at the far end of the hall
  d.add(
    rect(
      170,
      150,
      260,
      170,
      d.lin([
        [0, "#8e2533"],
        [1, C.maroonDeep],
      ]),
    ),
  );
  d.add(rect(170, 150, 260, 170, "none", ` stroke="${C.gold}" stroke-width="4"`));
  d.add(faintMandala(300, 245, 62, C.gold, 0.7));
  d.add(garlandSwag(d, 172, 156, 300, 156, 22, 6.5));
  d.add(garlandSwag(d, 300, 156, 428, 156, 22, 6.5, 1));
  // canopy panels
  const top = -60;
  const bottom = 118;
  const N = 16;
  for (let i = 0; i < N; i++) {
    const tx0 = -220 + (i * 1040) / N;
    const tx1 = -220 + ((i + 1) * 1040) / N;
    const bx0 = -10 + (i * 620) / N;
    const bx1 = -10 + ((i + 1) * 620) / N;
    d.add(
      pathEl(
        `M${pt(tx0, top)}L${pt(tx1, top)}L${pt(bx1, bottom)}L${pt(bx0, bottom)}Z`,
        i % 2 ? C.maroon : "#f7e6c4",
      ),
    );
  }
  d.add(rect(0, bottom - 4, 600, 8, C.gold));
  for (let x = -10, i = 0; x < 620; x += 24, i++) {
    d.add(
      pathEl(`M${pt(x, bottom + 3)}A12,12 0 0 0 ${pt(x + 24, bottom + 3)}Z`, i % 2 ? C.saffron : C.maroon),
    );
    d.add(circle(x + 12, bottom + 20, 2.4, C.gold));
  }
  d.add(garlandSwag(d, 0, bottom + 8, 300, bottom + 8, 26, 7.5));
  d.add(garlandSwag(d, 300, bottom + 8, 600, bottom + 8, 26, 7.5, 1));
  for (const px of [30, 570]) {
    d.add(
      rect(
        px - 6,
        bottom,
        12,
        480,
        d.lin(
          [
            [0, "#8a5818"],
            [0.5, "#e0ad52"],
            [1, "#8a5818"],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  }
  // crowd seen from behind, back rows first
  for (let row = 0; row < 6; row++) {
    const y = 318 + row * 54 + row * row * 2;
    const s = 0.55 + row * 0.17;
    const step = 44 * s;
    const off = row % 2 ? step / 2 : 0;
    for (let x = -step + off + d.rand(-6, 6); x < 600 + step; x += step * d.rand(0.92, 1.08)) {
      const body = d.pick(CROWD);
      const yy = y + d.rand(-4, 4) * s;
      d.add(
        pathEl(
          `M${pt(x - 21 * s, yy + 46 * s)}Q${pt(x - 22 * s, yy + 6 * s)} ${pt(x, yy + 4 * s)}Q${pt(x + 22 * s, yy + 6 * s)} ${pt(x + 21 * s, yy + 46 * s)}Z`,
          body,
        ),
      );
      const roll = d.rng();
      const head = roll < 0.16 ? C.saffron : roll < 0.3 ? d.pick([C.maroon, C.magenta, C.green]) : C.hair;
      d.add(circle(x, yy - 6 * s, 11 * s, head));
      if (head === C.hair && d.rng() < 0.35) d.add(circle(x, yy - 1 * s, 5 * s, "#1a0d09"));
    }
  }
}

function g2Mehndi(d) {
  const ink = "#6b2a0e";
  const accent = "#b5541c";
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.rad([
        [0, "#fcefd9"],
        [1, "#efd3a6"],
      ]),
    ),
  );
  // scalloped frame
  const m = 26;
  let frame = `M${m},${m}H${600 - m}V${600 - m}H${m}Z`;
  for (let x = m; x < 600 - m - 1; x += 21.5) {
    frame += `M${pt(x, m)}A10.75,10.75 0 0 0 ${pt(x + 21.5, m)}M${pt(x, 600 - m)}A10.75,10.75 0 0 1 ${pt(x + 21.5, 600 - m)}`;
    frame += `M${pt(m, x)}A10.75,10.75 0 0 1 ${pt(m, x + 21.5)}M${pt(600 - m, x)}A10.75,10.75 0 0 0 ${pt(600 - m, x + 21.5)}`;
  }
  d.add(strokeEl(frame, ink, 1.6));
  d.add(
    rect(m - 9, m - 9, 600 - 2 * m + 18, 600 - 2 * m + 18, "none", ` stroke="${ink}" stroke-width="1.2"`),
  );
  for (let x = m + 10.75; x < 600 - m; x += 21.5) {
    for (const [px, py] of [
      [x, m - 4.5],
      [x, 600 - m + 4.5],
      [m - 4.5, x],
      [600 - m + 4.5, x],
    ]) {
      d.add(circle(px, py, 1.5, ink));
    }
  }
  for (const [x, y] of [
    [m, m],
    [600 - m, m],
    [m, 600 - m],
    [600 - m, 600 - m],
  ]) {
    d.add(circle(x, y, 15, "#f6e2c0"));
    d.add(
      pathEl(rosette(x, y, 5, 13, 8), "none", ` stroke="${ink}" stroke-width="1.4"`) + circle(x, y, 3.2, ink),
    );
  }
  d.add(paisleyArt(d, 312, 336, 3.05, -16, ink, { fill: "#f7dfb6", accent, rich: true }));
  d.add(paisleyArt(d, 118, 140, 0.95, 160, ink, { accent }));
  d.add(paisleyArt(d, 486, 470, 0.95, -20, ink, { accent }));
  d.add(paisleyArt(d, 488, 128, 0.72, 40, ink, { accent, dots: false }));
  d.add(paisleyArt(d, 110, 478, 0.72, 215, ink, { accent, dots: false }));
  for (const [x, y] of [
    [215, 80],
    [530, 300],
    [72, 300],
    [390, 545],
  ]) {
    d.add(
      pathEl(rosette(x, y, 5, 12, 8), "none", ` stroke="${ink}" stroke-width="1.3"`) + circle(x, y, 3, ink),
    );
  }
  for (let i = 0; i < 24; i++)
    d.add(circle(d.rand(50, 550), d.rand(50, 550), d.rand(1, 1.8), ink, ' opacity=".5"'));
}

function g3Haldi(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.rad(
        [
          [0, "#fcd34d"],
          [0.7, "#f4b400"],
          [1, "#e49a06"],
        ],
        0.45,
        0.4,
        0.8,
      ),
    ),
  );
  d.add(petalsScatter(d, 60, { size: 7, colors: ["#e8890c", "#fbbd35", "#d9531a", "#fff1c0"], op: 0.8 }));
  const bowl = (x, y, r, paste) => {
    let s = circle(x + r * 0.08, y + r * 0.12, r * 1.02, "#7a4a0a", ' opacity=".28"');
    s += circle(
      x,
      y,
      r,
      d.lin(
        [
          [0, "#fbe39a"],
          [0.45, "#d49a2c"],
          [1, "#8a5a12"],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    s += circle(x, y, r * 0.84, "#a8741c");
    s += circle(x, y, r * 0.78, paste);
    s += ellipse(
      x - r * 0.28,
      y - r * 0.3,
      r * 0.3,
      r * 0.14,
      "#fff",
      ` opacity=".18" transform="rotate(-35 ${f(x - r * 0.28)} ${f(y - r * 0.3)})"`,
    );
    return s;
  };
  for (const [x, y, a, l] of [
    [150, 380, 200, 120],
    [170, 350, 240, 110],
    [440, 200, 30, 120],
    [470, 230, 70, 110],
    [300, 520, 150, 100],
  ]) {
    d.add(mangoLeaf(x, y, l, a, C.green));
  }
  d.add(
    bowl(
      260,
      250,
      150,
      d.rad(
        [
          [0, "#ffd84a"],
          [0.7, "#f6aa00"],
          [1, "#e08a00"],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ),
  );
  d.add(
    bowl(
      470,
      430,
      78,
      d.rad([
        [0, "#e0393e"],
        [1, "#a01822"],
      ]),
    ),
  );
  d.add(bowl(120, 500, 62, "#fbf1d8"));
  for (let i = 0; i < 60; i++) {
    const a = d.rand(0, TAU);
    const rr = 44 * Math.sqrt(d.rng());
    d.add(
      ellipse(
        0,
        0,
        3.2,
        1.6,
        d.pick(["#fffaf0", "#f6e2b0", "#f2c14e"]),
        ` transform="translate(${f(120 + Math.cos(a) * rr)} ${f(500 + Math.sin(a) * rr)}) rotate(${f(d.rand(0, 180))})"`,
      ),
    );
  }
  for (const [x, y, r, t] of [
    [470, 90, 34, 0],
    [530, 150, 26, 1],
    [80, 90, 30, 2],
    [300, 470, 30, 0],
    [560, 560, 28, 1],
    [40, 330, 24, 0],
    [380, 560, 22, 2],
  ]) {
    d.add(marigold(x, y, r, t, d.rand(0, TAU)));
  }
}

function g4Rangoli(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.rad([
        [0, "#9a4025"],
        [1, "#5e2212"],
      ]),
    ),
  );
  d.add(mandala(300, 300, 262, RANGOLI_A(C.saffron, C.magenta, C.green, "#f6c453")));
  for (const [x, y] of [
    [40, 40],
    [560, 40],
    [40, 560],
    [560, 560],
  ]) {
    d.add(
      mandala(x, y, 70, [
        { t: "petals", kind: "lotus", r1: 30, r2: 96, w: 14, n: 8, fill: C.saffron, stroke: C.cream, sw: 2 },
        {
          t: "petals",
          kind: "lotus",
          r1: 30,
          r2: 80,
          w: 10,
          n: 8,
          rot: Math.PI / 8,
          fill: C.magenta,
          stroke: C.cream,
          sw: 2,
        },
        { t: "disc", r: 30, fill: C.green, stroke: C.cream, sw: 2 },
        { t: "disc", r: 10, fill: C.cream },
      ]),
    );
  }
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * TAU + Math.PI / 16;
    d.add(circle(300 + Math.cos(a) * 284, 300 + Math.sin(a) * 284, 3.2, C.cream));
  }
}

function g5Diyas(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.lin([
        [0, "#2a0910"],
        [1, "#4a0f18"],
      ]),
    ),
  );
  d.add(faintMandala(300, 300, 300, C.gold, 0.12));
  d.add(glow(d, 300, 360, 320, "#f2a007", 0.28));
  d.add(bokeh(d, 14, { y1: 280, rMin: 6, rMax: 22, colors: [C.gold, C.saffron], op: 0.2 }));
  d.add(ellipse(300, 438, 232, 66, "#000", ' opacity=".35"'));
  d.add(
    ellipse(
      300,
      430,
      226,
      62,
      d.lin([
        [0, "#e9bd62"],
        [0.5, "#b07a26"],
        [1, "#6a400c"],
      ]),
    ),
  );
  d.add(
    ellipse(
      300,
      430,
      202,
      50,
      d.lin([
        [0, "#8a5a14"],
        [1, "#d19a42"],
      ]),
    ),
  );
  d.add(
    petalsScatter(d, 34, {
      x0: 130,
      x1: 470,
      y0: 400,
      y1: 460,
      size: 6,
      colors: [C.saffron, C.marigold, "#d9531a"],
    }),
  );
  for (const [x, y, s] of [
    [200, 405, 0.82],
    [300, 398, 0.82],
    [400, 405, 0.82],
    [245, 452, 1.05],
    [365, 452, 1.05],
  ]) {
    d.add(diya(d, x, y, s, d.rand(-0.08, 0.08)));
  }
  d.add(marigold(70, 545, 30, 0, 0.4));
  d.add(marigold(118, 575, 20, 1, 1.1));
  d.add(marigold(535, 548, 26, 1, 1.2));
  d.add(marigold(492, 582, 18, 2, 2.2));
  d.add(mangoLeaf(40, 520, 60, 120, C.green));
  d.add(mangoLeaf(565, 525, 56, -125, C.greenDark));
}

function g6Temple(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.lin([
        [0, "#4a0f18"],
        [0.45, "#c2461c"],
        [0.62, "#f2a007"],
        [0.62, "#3a0c14"],
        [1, "#1c060a"],
      ]),
    ),
  );
  d.add(glow(d, 330, 300, 260, "#ffd27a", 0.5));
  d.add(
    circle(
      330,
      300,
      80,
      d.rad([
        [0, "#fff3c4"],
        [1, "#ffc94a"],
      ]),
    ),
  );
  const horizon = 372;
  const sil = "#2e0a10";
  const lamp = "#ffc94a";
  // distant hills
  d.add(
    pathEl(
      `M0,${horizon}L0,330Q80,300 160,325Q250,290 330,330Q430,300 520,320Q570,305 600,315L600,${horizon}Z`,
      "#6e1d22",
      ' opacity=".7"',
    ),
  );
  // trees
  for (const [x, s] of [
    [70, 1],
    [540, 0.85],
  ]) {
    d.add(ellipse(x, horizon - 60 * s, 44 * s, 52 * s, sil));
    d.add(ellipse(x - 28 * s, horizon - 36 * s, 30 * s, 34 * s, sil));
    d.add(rect(x - 4, horizon - 20 * s, 8, 20 * s, sil));
  }
  d.add(temple(300, horizon, 2.6, sil, C.saffron, lamp));
  // reflection
  d.add(
    `<g opacity=".35" transform="translate(0 ${horizon * 2}) scale(1 -1)">${temple(300, horizon, 2.6, "#12040a", C.saffron, "#b86a10")}</g>`,
  );
  for (let i = 0; i < 14; i++) {
    const y = horizon + 12 + i * 15;
    const hw = d.rand(30, 120);
    const x = 300 + d.rand(-110, 110);
    d.add(strokeEl(`M${pt(x - hw, y)}L${pt(x + hw, y)}`, "#ffc94a", 1.6, ` opacity="${f(0.35 - i * 0.02)}"`));
  }
  d.add(strokeEl(`M0,${horizon}L600,${horizon}`, "#ffc94a", 1, ' opacity=".4"'));
}

function g7Stage(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.lin([
        [0, "#3a0c14"],
        [1, "#1c060a"],
      ]),
    ),
  );
  // curtains
  for (let i = 0; i < 10; i++) {
    const x = i * 60;
    d.add(
      rect(
        x,
        0,
        60,
        420,
        d.lin(
          [
            [0, "#6e1a26"],
            [0.5, "#a52a3a"],
            [1, "#6e1a26"],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  }
  d.add(glow(d, 300, 260, 300, "#ffd27a", 0.35));
  // swag drapes
  for (let i = 0; i < 4; i++) {
    const x0 = i * 150;
    d.add(pathEl(`M${x0},0Q${x0 + 75},110 ${x0 + 150},0L${x0 + 150},0Q${x0 + 75},70 ${x0},0Z`, "#f2a007"));
    d.add(pathEl(`M${x0},0Q${x0 + 75},80 ${x0 + 150},0Q${x0 + 75},50 ${x0},0Z`, "#fbcb5a"));
  }
  for (let i = 0; i <= 4; i++) {
    const x = i * 150;
    for (let k = 0; k < 6; k++) d.add(marigold(x, 10 + k * 17, 10 - k * 0.5, k % 2, d.rand(0, TAU)));
  }
  // flower strings behind chairs
  for (let i = 0; i < 9; i++) {
    const x = 140 + i * 40;
    const n = 5 + (i % 2) * 2;
    d.add(strokeEl(`M${x},90L${x},${100 + n * 16}`, C.gold, 1, ' opacity=".6"'));
    for (let k = 0; k < n; k++) d.add(marigold(x, 110 + k * 16, 6.5, (k + i) % 2, d.rand(0, TAU), false));
  }
  // stage platform with a red carpet
  d.add(
    pathEl(
      "M40,420L560,420L600,470L0,470Z",
      d.lin([
        [0, "#7e1a28"],
        [1, "#b3283a"],
      ]),
    ),
  );
  d.add(strokeEl("M40,420L560,420", C.gold, 2));
  d.add(strokeEl("M0,470L600,470", C.gold, 3));
  d.add(rect(0, 470, 600, 40, C.maroonDeep));
  for (let x = 10; x < 600; x += 26) d.add(pathEl(rosette(x, 490, 4, 9, 6), C.gold));
  // thrones
  const throne = (cx) => {
    let s = "";
    s += pathEl(
      `M${cx - 40},352L${cx - 40},262Q${cx - 40},240 ${cx - 20},236Q${cx},214 ${cx + 20},236Q${cx + 40},240 ${cx + 40},262L${cx + 40},352Z`,
      d.lin([
        [0, "#ffe08a"],
        [1, "#c98a1c"],
      ]),
    );
    s += pathEl(
      `M${cx - 31},352L${cx - 31},266Q${cx - 31},250 ${cx - 15},247Q${cx},231 ${cx + 15},247Q${cx + 31},250 ${cx + 31},266L${cx + 31},352Z`,
      "#8e1524",
    );
    s += pathEl(rosette(cx, 280, 6, 14, 8), C.gold, ' opacity=".85"');
    s += circle(cx, 222, 6, C.gold);
    s += rect(cx - 50, 350, 100, 22, "#a91e30", ` rx="6"`);
    s += rect(cx - 52, 368, 104, 8, C.gold, ` rx="3"`);
    s += rect(cx - 56, 322, 14, 50, C.gold, ` rx="6"`);
    s += rect(cx + 42, 322, 14, 50, C.gold, ` rx="6"`);
    s += rect(cx - 46, 376, 8, 44, "#b9802c");
    s += rect(cx + 38, 376, 8, 44, "#b9802c");
    return s;
  };
  d.add(ellipse(300, 424, 200, 10, "#000", ' opacity=".25"'));
  d.add(throne(230));
  d.add(throne(370));
  // audience chair backs with saffron sashes
  for (const [y, s, n, off] of [
    [560, 1, 6, 50],
    [640, 1.35, 5, 0],
  ]) {
    for (let i = 0; i < n; i++) {
      const x = off + i * (600 / (n - 1)) * (n === 6 ? 0.84 : 1);
      d.add(rect(x - 34 * s, y - 70 * s, 68 * s, 90 * s, "#f7ecd6", ` rx="${f(14 * s)}"`));
      d.add(rect(x - 34 * s, y - 40 * s, 68 * s, 14 * s, C.saffron));
      d.add(circle(x, y - 33 * s, 9 * s, C.marigold));
      d.add(
        rect(
          x - 34 * s,
          y - 70 * s,
          68 * s,
          90 * s,
          "none",
          ` rx="${f(14 * s)}" stroke="#d9c29a" stroke-width="2"`,
        ),
      );
    }
  }
}

function g8Committee(d) {
  d.add(rect(0, 0, 600, 600, "#f3e4c6"));
  for (let x = 0; x < 600; x += 75) {
    for (let y = 0; y < 600; y += 75) {
      if (((x + y) / 75) % 2 === 0) d.add(rect(x, y, 75, 75, "#ead6b0"));
    }
  }
  d.add(glow(d, 300, 300, 330, "#fff8ec", 0.7));
  const chair = (x, y, rot) =>
    group(
      `translate(${x} ${y}) rotate(${rot})`,
      rect(-30, -26, 60, 52, "#000", ` rx="12" opacity=".18" transform="translate(3 5)"`) +
        rect(-30, -26, 60, 52, C.maroon, ` rx="12"`) +
        rect(-30, 14, 60, 14, "#5a1420", ` rx="7"`) +
        rect(-22, -18, 44, 30, "#9a2a36", ` rx="8"`),
    );
  const seats = [];
  for (let i = 0; i < 4; i++) {
    seats.push([150 + i * 100, 160, 180]);
    seats.push([150 + i * 100, 440, 0]);
  }
  seats.push([50, 300, 90], [550, 300, -90]);
  for (const [x, y, r] of seats) d.add(chair(x, y, r));
  d.add(rect(86, 208, 440, 196, "#000", ` rx="98" opacity=".2"`));
  d.add(
    rect(
      80,
      200,
      440,
      200,
      d.lin(
        [
          [0, "#9a5a32"],
          [1, "#6b3420"],
        ],
        0,
        0,
        0.3,
        1,
      ),
      ` rx="100"`,
    ),
  );
  d.add(rect(92, 212, 416, 176, "none", ` rx="88" stroke="#c28a52" stroke-width="2" opacity=".6"`));
  const paper = (x, y, rot) =>
    group(
      `translate(${x} ${y}) rotate(${rot})`,
      rect(-22, -28, 44, 56, "#fffaf0") +
        strokeEl("M-14,-16L14,-16M-14,-8L14,-8M-14,0L10,0M-14,8L14,8", "#c9b28a", 1.6) +
        strokeEl("M26,-20L30,16", "#1f6b7a", 3),
    );
  const cup = (x, y) =>
    circle(x, y, 11, "#fffaf0") +
    circle(x, y, 7.5, "#a8643a") +
    circle(x, y, 14, "none", ` stroke="#fffaf0" stroke-width="2" opacity=".6"`);
  for (let i = 0; i < 4; i++) {
    const x = 150 + i * 100;
    d.add(paper(x, 245, 180 + d.rand(-8, 8)));
    d.add(paper(x, 355, d.rand(-8, 8)));
    d.add(cup(x + 35, 236));
    d.add(cup(x - 35, 364));
  }
  d.add(paper(125, 300, 90));
  d.add(paper(475, 300, -90));
  // centrepiece: brass plate with marigolds
  d.add(
    circle(
      300,
      300,
      46,
      d.lin(
        [
          [0, "#f7d27a"],
          [1, "#a8621c"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  d.add(circle(300, 300, 38, "#c98a2c"));
  for (const [x, y, t] of [
    [300, 300, 0],
    [282, 286, 1],
    [318, 288, 2],
    [284, 316, 1],
    [318, 314, 0],
  ]) {
    d.add(marigold(x, y, 14, t, d.rand(0, TAU)));
  }
  d.add(mangoLeaf(300, 262, 30, 200, C.green));
  d.add(mangoLeaf(300, 338, 30, -20, C.greenDark));
}

function g9Lanterns(d) {
  d.add(
    rect(
      0,
      0,
      600,
      600,
      d.lin([
        [0, "#140a24"],
        [0.6, "#3a0d24"],
        [1, "#5e1622"],
      ]),
    ),
  );
  d.add(bokeh(d, 26, { rMin: 5, rMax: 26, colors: [C.gold, C.saffron, "#ff7a59", "#fff1d6"], op: 0.25 }));
  // string lights
  const sx0 = -20;
  const sx1 = 620;
  d.add(strokeEl(`M${sx0},40Q300,130 ${sx1},40`, "#e9d3a8", 1, ' opacity=".5"'));
  for (let i = 1; i < 24; i++) {
    const t = i / 24;
    const x = (1 - t) ** 2 * sx0 + 2 * (1 - t) * t * 300 + t * t * sx1;
    const y = (1 - t) ** 2 * 40 + 2 * (1 - t) * t * 130 + t * t * 40 + 6;
    d.add(glow(d, x, y, 12, "#ffd27a", 0.7));
    d.add(circle(x, y, 2.4, "#fff3c4"));
  }
  // rooftops silhouette
  d.add(
    pathEl(
      "M0,600L0,520L60,520L60,490L120,470L180,490L180,530L260,530L260,500L330,480L400,500L400,540L460,540L460,505L520,485L600,505L600,600Z",
      "#1a0710",
    ),
  );
  for (const [x, y] of [
    [90, 500],
    [300, 510],
    [490, 520],
  ]) {
    d.add(rect(x, y, 14, 16, "#ffc94a", ' opacity=".85"'));
  }
  d.add(kandil(d, 150, 0, 150, 1.0, C.saffron, C.maroon));
  d.add(kandil(d, 445, 0, 200, 0.85, "#e0611a", C.greenDark));
  d.add(starKandil(d, 300, 0, 300, 0.95, "#d63a5c", "#6e1030"));
  d.add(kandil(d, 60, 0, 330, 0.55, "#f6c453", C.peacock));
  d.add(starKandil(d, 545, 0, 350, 0.62, C.saffron, C.maroon));
}

// --- Share image + favicon ------------------------------------------------------------------

function ogImage(d) {
  const { w, h } = d;
  d.add(
    rect(
      0,
      0,
      w,
      h,
      d.lin(
        [
          [0, "#3a0c14"],
          [0.5, "#7a1f2b"],
          [1, "#3a0c14"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  d.add(glow(d, w / 2, h * 0.55, 420, "#f2a007", 0.35));
  d.add(
    mandala(w / 2, h * 0.58, 250, [
      { t: "dots", r: 99, n: 64, size: 1.2, fill: C.gold },
      {
        t: "petals",
        kind: "lotus",
        r1: 72,
        r2: 96,
        w: 6,
        n: 24,
        fill: C.saffron,
        stroke: "#fff1d6",
        sw: 0.5,
      },
      { t: "disc", r: 73, fill: C.maroonDeep },
      { t: "petals", kind: "round", r1: 44, r2: 68, w: 10, n: 12, fill: C.cream, stroke: C.gold, sw: 0.6 },
      { t: "petals", kind: "almond", r1: 48, r2: 64, w: 4, n: 12, fill: C.green },
      { t: "disc", r: 44, fill: C.maroon, stroke: C.gold, sw: 1 },
    ]),
  );
  d.add(kalash(d, w / 2, h * 0.58 + 80, 1.45));
  d.add(diya(d, w / 2 - 300, h - 60, 0.9));
  d.add(diya(d, w / 2 + 280, h - 60, 0.9));
  d.add(toran(d, -10, w + 10, 14, { r: 14, leafLen: 50, strandEvery: 8, strandLen: 3 }));
}

function faviconBody() {
  let s = "";
  s += pathEl("M32,24C25,13 14,10 6,13C12,20 22,25 32,24Z", C.green);
  s += pathEl("M32,24C39,13 50,10 58,13C52,20 42,25 32,24Z", C.greenDark);
  s += pathEl("M21,62C5,60 4,39 17,33L24,30L40,30L47,33C60,39 59,60 43,62Z", C.maroon);
  s += pathEl("M8.6,44Q32,51 55.4,44L55.6,48.6Q32,56 8.4,48.6Z", C.saffron);
  s += rect(24, 25, 16, 6, "#9a5d14");
  s += rect(20, 22.5, 24, 4.5, C.gold, ' rx="2.2"');
  s += pathEl(rosette(32, 13, 6.5, 12, 11), C.marigold);
  s += pathEl(rosette(32, 13, 4.5, 8.5, 9, 0.3), C.saffron);
  s += circle(32, 13, 2.8, "#b5330f");
  return s;
}

function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${faviconBody()}</svg>\n`;
}

/**
 * Home-screen icon: the favicon's kalash on the site's cream. "any" icons get a rounded square with
 * a thin maroon ring; the maskable one is full bleed with the kalash inside the central safe zone
 * (a circle of 40 % of the size), so any launcher mask shape keeps it whole.
 */
function appIconSvg(size, maskable) {
  const art = maskable ? size * 0.56 : size * 0.74;
  const off = (size - art) / 2;
  const bg = maskable
    ? rect(0, 0, size, size, C.cream)
    : rect(
        size * 0.02,
        size * 0.02,
        size * 0.96,
        size * 0.96,
        C.cream,
        ` rx="${f(size * 0.2)}" stroke="${C.maroon}" stroke-width="${f(size * 0.02)}"`,
      );
  const kalash = `<svg x="${f(off)}" y="${f(off)}" width="${f(art)}" height="${f(art)}" viewBox="0 0 64 64">${faviconBody()}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${bg}${kalash}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Render pipeline
// ---------------------------------------------------------------------------------------------

const BUDGET = { 1600: 120_000, 800: 60_000, 600: 60_000 };
const report = [];

async function write(svg, base, budget) {
  const img = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: C.maroonNight });
  const webpPath = path.join(OUT_DIR, `${base}.webp`);
  const jpgPath = path.join(OUT_DIR, `${base}.jpg`);
  await img.clone().webp(WEBP).toFile(webpPath);
  await img.clone().jpeg(JPEG).toFile(jpgPath);
  for (const p of [webpPath, jpgPath]) {
    const { size } = await stat(p);
    const over = budget && p.endsWith(".webp") && size > budget;
    report.push(
      `${path.relative(ROOT, p).padEnd(48)} ${String(Math.round(size / 1024)).padStart(4)} KB${over ? "  (over budget!)" : ""}`,
    );
  }
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });

  const carousels = [carousel1, carousel2, carousel3];
  for (const [i, scene] of carousels.entries()) {
    for (const [w, h] of [
      [1600, 700],
      [800, 600],
    ]) {
      const d = new Doc(w, h, 1000 + i * 17 + w);
      scene(d);
      await write(d.svg(), `carousel-${i + 1}-${w}`, BUDGET[w]);
    }
  }

  const tiles = [
    g1Gathering,
    g2Mehndi,
    g3Haldi,
    g4Rangoli,
    g5Diyas,
    g6Temple,
    g7Stage,
    g8Committee,
    g9Lanterns,
  ];
  for (const [i, scene] of tiles.entries()) {
    const d = new Doc(600, 600, 2000 + i * 31);
    scene(d);
    await write(d.svg(600, 600), `gallery-${i + 1}-600`, BUDGET[600]);
    await write(d.svg(300, 300), `gallery-${i + 1}-300`);
  }

  const og = new Doc(1200, 630, 4242);
  ogImage(og);
  const ogPath = path.join(OUT_DIR, "og.jpg");
  await sharp(Buffer.from(og.svg()), { density: 72 })
    .flatten({ background: C.maroonNight })
    .jpeg({ quality: 72, progressive: true, mozjpeg: true })
    .toFile(ogPath);
  report.push(
    `${path.relative(ROOT, ogPath).padEnd(48)} ${String(Math.round((await stat(ogPath)).size / 1024)).padStart(4)} KB`,
  );

  const favPath = path.join(PUBLIC_DIR, "favicon.svg");
  await writeFile(favPath, faviconSvg());
  report.push(
    `${path.relative(ROOT, favPath).padEnd(48)} ${String((await stat(favPath)).size).padStart(4)} B`,
  );

  const iconDir = path.join(PUBLIC_DIR, "icons");
  await mkdir(iconDir, { recursive: true });
  for (const [name, size, maskable] of [
    ["icon-192.png", 192, false],
    ["icon-512.png", 512, false],
    ["icon-maskable-512.png", 512, true],
    ["apple-touch-icon-180.png", 180, true],
  ]) {
    const iconPath = path.join(iconDir, name);
    await sharp(Buffer.from(appIconSvg(size, maskable)), { density: 72 })
      .png({ compressionLevel: 9, palette: true })
      .toFile(iconPath);
    report.push(
      `${path.relative(ROOT, iconPath).padEnd(48)} ${String(Math.round((await stat(iconPath)).size / 1024)).padStart(4)} KB`,
    );
  }

  console.log(report.join("\n"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
