import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config";
import { blobStorageContract } from "./contract";
import { diskStorage } from "./disk";
import { createStorage } from "./index";

const parent = mkdtempSync(join(tmpdir(), "vv-storage-"));
const root = join(parent, "uploads");
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("disk storage", () => {
  blobStorageContract(() => diskStorage(root));

  it("never writes outside its root, even through a traversal key", async () => {
    const s = diskStorage(root);
    writeFileSync(join(parent, "secret.txt"), "do not touch");
    await expect(s.get("../secret.txt")).rejects.toThrow();
    await expect(s.delete("../secret.txt")).rejects.toThrow();
    await expect(s.put("../secret.txt", Buffer.from("overwritten"), "text/plain")).rejects.toThrow();
    expect(readFileSync(join(parent, "secret.txt"), "utf8")).toBe("do not touch");
  });

  it("leaves no temporary files and removes emptied folders", async () => {
    const s = diskStorage(root);
    await s.put("photos/tidy/full.jpg", Buffer.from("a"), "image/jpeg");
    await s.put("photos/tidy/thumb.jpg", Buffer.from("b"), "image/jpeg");
    expect(readdirSync(join(root, "photos/tidy")).sort()).toEqual(["full.jpg", "thumb.jpg"]);
    await s.delete("photos/tidy/full.jpg");
    await s.delete("photos/tidy/thumb.jpg");
    expect(existsSync(join(root, "photos/tidy"))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it("is what createStorage picks for a file: URL", async () => {
    const s = createStorage(testConfig({ STORAGE_URL: `file:${root}` }));
    expect(s.kind).toBe("disk");
    await s.put("x/y.txt", Buffer.from("hello"), "text/plain");
    expect(readdirSync(join(root, "x"))).toEqual(["y.txt"]);
  });

  it("refuses an unknown STORAGE_URL scheme", () => {
    expect(() => createStorage(testConfig({ STORAGE_URL: "ftp://x" }))).toThrow(/STORAGE_URL/);
  });
});
