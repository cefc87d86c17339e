import type { Area } from "react-easy-crop";

/** The file is an image we can show (some Android pickers send no type, so the name decides). */
export function isImageFile(name: string, type: string): boolean {
  if (type) return type.startsWith("image/");
  return /\.(jpe?g|png|webp|gif|bmp|heic|heif|avif)$/i.test(name);
}

/** Size of the box that holds a w×h image turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const rad = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return { width: Math.round(width * cos + height * sin), height: Math.round(width * sin + height * cos) };
}

/** Output edge in pixels: the crop as chosen, never more than `max` (the server re-encodes anyway). */
export function outputEdge(area: Area, max: number): number {
  return Math.max(1, Math.min(Math.round(area.width), max));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("image could not be decoded"));
    image.src = src;
  });
}

/**
 * Draws the chosen area (react-easy-crop's pixel area, measured on the rotated image) onto a
 * canvas and exports it as JPEG on a white background (transparent PNGs would turn black).
 */
export async function cropToJpeg(src: string, area: Area, rotation: number, max = 1080): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const edge = outputEdge(area, max);
  const scale = edge / area.width;
  // Square for photos of people; wider for the home carousel (the crop's own aspect).
  const height = Math.max(1, Math.round(area.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = edge;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas unavailable");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, edge, height);
  ctx.imageSmoothingQuality = "high";
  ctx.scale(scale, scale);
  ctx.translate(-area.x, -area.y);
  ctx.translate(box.width / 2, box.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  ctx.drawImage(image, 0, 0);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("export failed"))), "image/jpeg", 0.9);
  });
}
