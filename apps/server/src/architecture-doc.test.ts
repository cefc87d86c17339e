/**
 * ARCHITECTURE.md is the map a newcomer reads first: every feature folder of both sides is on it,
 * and the files it names by a path from the repository root exist.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const doc = readFileSync(resolve(ROOT, "ARCHITECTURE.md"), "utf8");
const folders = (path: string) =>
  readdirSync(resolve(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("ARCHITECTURE.md", () => {
  it("has a line for every server feature folder", () => {
    for (const name of folders("apps/server/src/features"))
      expect(doc, `apps/server/src/features/${name}/`).toMatch(new RegExp(`^ {4}${name}/ `, "m"));
  });

  it("names every web feature folder where it describes them", () => {
    const start = doc.indexOf("  src/features/<name>/    pages, components and API hooks per feature");
    expect(start).toBeGreaterThan(0);
    const section = doc.slice(start, doc.indexOf("\ne2e/", start));
    for (const name of folders("apps/web/src/features"))
      expect(section, `apps/web/src/features/${name}/`).toMatch(new RegExp(`[\\s(,]${name}[\\s(/,;]`));
  });

  it("names only files that exist, also in its descriptions (by file name)", () => {
    const mentioned = new Set(
      [
        ...doc.matchAll(/(?<![\w.*-])([\w][\w.-]*\.(?:ts|tsx|mjs|mts|json|css|yaml|service|sh))(?![\w])/g),
      ].map((m) => m[1] as string),
    );
    // Written by the build, or the SPEC's file of the old site.
    for (const name of ["route-preloads.json", "configs.json"]) mentioned.delete(name);
    const existing = repositoryFileNames();
    expect(mentioned.size).toBeGreaterThan(100);
    expect([...mentioned].filter((name) => !existing.has(name))).toEqual([]);
  });

  it("names only files and folders that exist, in its annotated tree", () => {
    const named = treePaths(doc);
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((path) => !/[<>{}*]/.test(path) && !existsSync(resolve(ROOT, path)));
    expect(missing).toEqual([]);
  });
});

/**
 * The paths of the tree in the first code block: an entry's indentation puts it under the last folder
 * less indented ("  src/app/" under "apps/web/"); "a.ts, b.ts" are siblings; "(shared) src/x.ts" is in
 * packages/shared; lines indented 26 or more continue a description.
 */
function treePaths(text: string): string[] {
  const block = text.slice(text.indexOf("```\n") + 4, text.indexOf("\n```", text.indexOf("```\n") + 4));
  const folders: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  for (const line of block.split("\n")) {
    const indent = line.length - line.trimStart().length;
    if (!line.trim() || indent >= 26) continue;
    let entry = /^(?:\(shared\) )?(?:[^\s,]+, )*[^\s,]+/.exec(line.trim())?.[0] ?? "";
    while (folders.length && (folders.at(-1)?.indent ?? 0) >= indent) folders.pop();
    let parent = folders.at(-1)?.path ?? "";
    if (entry.startsWith("(shared) ")) {
      parent = "packages/shared/";
      entry = entry.slice("(shared) ".length);
    }
    const [first = "", ...siblings] = entry.split(", ");
    const firstPath = parent + first;
    const dir = firstPath.replace(/\/$/, "").includes("/") ? firstPath.replace(/[^/]*\/?$/, "") : parent;
    paths.push(firstPath.replace(/\/$/, ""), ...siblings.map((name) => (dir + name).replace(/\/$/, "")));
    if (first.endsWith("/") && siblings.length === 0) folders.push({ indent, path: firstPath });
  }
  return paths;
}

/** The names of the repository's files (installed packages and build output aside). */
function repositoryFileNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!["node_modules", "dist", ".git", "test-results", "data"].includes(entry.name))
          walk(resolve(dir, entry.name));
      } else names.add(entry.name);
    }
  };
  walk(ROOT);
  return names;
}
