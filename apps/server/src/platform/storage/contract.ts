/** Behaviour every BlobStorage adapter must show; each adapter's test file runs it. */
import { expect, it } from "vitest";
import type { BlobStorage } from "./types";

export function blobStorageContract(storage: () => BlobStorage) {
  it("stores, reads back, reports and deletes an object", async () => {
    const s = storage();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    await s.put("photos/abc_DEF-123/thumb.jpg", bytes, "image/jpeg");
    expect(await s.exists("photos/abc_DEF-123/thumb.jpg")).toBe(true);
    const got = await s.get("photos/abc_DEF-123/thumb.jpg");
    expect(got?.body.equals(bytes)).toBe(true);
    expect(got?.size).toBe(bytes.length);
    expect(got?.contentType).toBe("image/jpeg");
    await s.delete("photos/abc_DEF-123/thumb.jpg");
    expect(await s.exists("photos/abc_DEF-123/thumb.jpg")).toBe(false);
    expect(await s.get("photos/abc_DEF-123/thumb.jpg")).toBeNull();
  });

  it("answers null / false for missing objects and deletes them without error", async () => {
    const s = storage();
    expect(await s.get("photos/missing/full.webp")).toBeNull();
    expect(await s.exists("photos/missing/full.webp")).toBe(false);
    await expect(s.delete("photos/missing/full.webp")).resolves.toBeUndefined();
  });

  it("lists every stored key", async () => {
    const s = storage();
    const keys = ["list/a/full.jpg", "list/a/thumb.webp", "list/b.pdf"];
    for (const key of keys) await s.put(key, Buffer.from(key), "application/octet-stream");
    const listed: string[] = [];
    for await (const key of s.list()) listed.push(key);
    expect(listed.filter((k) => k.startsWith("list/")).sort()).toEqual(keys.sort());
    for (const key of keys) await s.delete(key);
  });

  it("replaces an object written twice", async () => {
    const s = storage();
    await s.put("docs/a.txt", Buffer.from("one"), "text/plain; charset=utf-8");
    await s.put("docs/a.txt", Buffer.from("two"), "text/plain; charset=utf-8");
    expect((await s.get("docs/a.txt"))?.body.toString()).toBe("two");
  });

  it.each([
    "../escape.txt",
    "photos/../../escape.txt",
    "/etc/passwd",
    "photos//x.jpg",
    "photos\\..\\x.jpg",
    ".hidden",
    "photos/.tmp-1234",
    "photos/%2e%2e/x",
    "",
    "a/b/c/d/e/f/g/h/i",
    "photos/x.jpg\u0000.png",
  ])("refuses the key %j for every operation", async (key) => {
    const s = storage();
    await expect(s.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
    await expect(s.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(s.exists(key)).rejects.toThrow(/invalid storage key/);
    await expect(s.delete(key)).rejects.toThrow(/invalid storage key/);
  });
}
