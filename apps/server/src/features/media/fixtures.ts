/** Test images, made on the fly: real photos, hostile files and everything in between. */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A photo-like JPEG (gradient and shapes, so it compresses like a photo rather than a flat colour). */
export async function photoJpeg(width = 1600, height = 1200, options: { orientation?: number } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7a1f2b"/><stop offset="1" stop-color="#f2a007"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2.4}" r="${Math.min(width, height) / 5}" fill="#f6d3b3"/>
    <rect x="${width / 4}" y="${height * 0.62}" width="${width / 2}" height="${height * 0.38}" fill="#2c4a7a"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A JPEG carrying camera EXIF with a GPS position, XMP and a Display-P3 ICC profile. */
export async function gpsJpeg() {
  return sharp(await photoJpeg(1200, 900))
    .withExif({
      IFD0: { Make: "VadhuVarTestCam", Model: "Phone 12", Copyright: "Secret Family" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "18/1 31/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "73/1 51/1 2345/100",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="XmpSecretAuthor"/></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile("p3")
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function photoPng(width: number, height: number, alpha = false) {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 30, b: 40, alpha: 0.3 } : "#c8a050",
    },
  })
    .png()
    .toBuffer();
}

export async function photoWebp(width: number, height: number) {
  return sharp(await photoJpeg(width, height))
    .webp()
    .toBuffer();
}

export async function gif() {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: "#00ff00" } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * A valid-looking PNG header declaring width × height RGB pixels, with the first rows of zeros
 * compressed: a decompression bomb's opening. A few hundred bytes; decoding it in full would need
 * width × height × 3 bytes of memory.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, adaptive filter, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const PHP_AS_JPG = Buffer.from("<?php echo shell_exec($_GET['cmd']); ?>\n");
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(document.cookie)</script><rect width="400" height="400" fill="red"/></svg>',
);
export const PDF_FILE = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const HTML_FILE = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(
  bytes: Buffer,
  filename = "photo.jpg",
  contentType = "image/jpeg",
  extraFiles = 0,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vvtest${Math.random().toString(16).slice(2)}`;
  const part = (name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    ]);
  const parts = [part("file")];
  for (let i = 0; i < extraFiles; i++) parts.push(part(`file${i + 2}`));
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
