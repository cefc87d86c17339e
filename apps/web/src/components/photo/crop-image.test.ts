import { describe, expect, it } from "vitest";
import { isImageFile, outputEdge, rotatedSize } from "./crop-image";

describe("photo helpers", () => {
  it("accepts images only", () => {
    expect(isImageFile("me.jpg", "image/jpeg")).toBe(true);
    expect(isImageFile("scan.pdf", "application/pdf")).toBe(false);
    expect(isImageFile("photo.jpg", "application/x-php")).toBe(false);
    expect(isImageFile("IMG_1234.HEIC", "")).toBe(true);
    expect(isImageFile("notes.txt", "")).toBe(false);
  });

  it("measures the rotated image", () => {
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(100, 100, 45)).toEqual({ width: 141, height: 141 });
  });

  it("keeps the output at most the given edge", () => {
    expect(outputEdge({ x: 0, y: 0, width: 3000, height: 3000 }, 1080)).toBe(1080);
    expect(outputEdge({ x: 0, y: 0, width: 640.4, height: 640.4 }, 1080)).toBe(640);
  });
});
