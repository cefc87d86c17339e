// Fewer, larger files on the first load of the budgeted pages (first-load-pages.mjs).
//
// Left to itself the bundler gives every set of lazy chunks that share a module a chunk of its own:
// with ~80 lazy pages and dialogs, the list's first load was 35 files, most of 100-900 bytes (an
// icon, a Mantine hook, a formatter). Over HTTP/1.1 a browser fetches six at a time, so the page
// waited on round trips rather than bytes. This group files each module a budgeted page needs
// (outside the entry's chunk) by the set of budgeted pages that need it, so a page loads one chunk
// per set it belongs to and never a module it does not use. The app frame's own lazy parts (the
// bell, the offline banners) count as members of those sets too, so they never fetch a page's code
// on another page. Other lazy pages (admin screens, forms) that share a module load its set's
// chunk: opened cold they fetch 5-15 KB gzip more than before (bench/README.md).
import { createHash } from "node:crypto";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PAGES } from "./first-load-pages.mjs";

const WEB_ROOT = fileURLToPath(new URL("../", import.meta.url));
/** What index.html loads: the entry's "initial" chunk and the early script. */
const ENTRIES = ["src/main.tsx", "src/early-start.ts"];
/** Its dynamic imports are the pages themselves, not parts of the frame. */
const ROUTER = "/src/app/router.tsx";
/** A package index re-exporting this many modules is followed only for the names imported from it. */
const BARREL_MIN_IMPORTS = 40;

const NAMED = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}\s*;?/g;

/** `a`, `a as b`, `type a` → [original, local] pairs. */
function specifiers(list) {
  return list
    .split(",")
    .map((s) => s.trim().replace(/^type\s+/, ""))
    .filter(Boolean)
    .map((s) => {
      const [original, local = original] = s.split(/\s+as\s+/);
      return [original.trim(), local.trim()];
    });
}

/**
 * For a package index (`@mantine/core`, `@tabler/icons-react`): exported name → the module behind
 * it. Following every module such an index names would make every page need all of Mantine.
 * @typedef {{ importedIds: string[]; dynamicallyImportedIds: string[]; code: string | null }} Info
 * @param {(id: string) => Info | null} info
 */
function barrels(info) {
  /** @type {Map<string, Map<string, string> | null>} */
  const cache = new Map();
  return (/** @type {string} */ id) => {
    if (cache.has(id)) return cache.get(id);
    const module = info(id);
    let exported = null;
    if (id.includes("/node_modules/") && module && module.importedIds.length >= BARREL_MIN_IMPORTS) {
      exported = new Map();
      const local = new Map();
      const code = module.code ?? "";
      // `import { a as b } from "./a.mjs"` then `export { b }`, or `export { default as IconX } from …`
      for (const [, keyword, list, from] of code.matchAll(NAMED))
        for (const [, name] of specifiers(list))
          (keyword === "import" ? local : exported).set(name, resolve(dirname(id), from));
      for (const [, list] of code.matchAll(EXPORT_LIST))
        for (const [name, as] of specifiers(list)) if (local.has(name)) exported.set(as, local.get(name));
    }
    cache.set(id, exported);
    return exported;
  };
}

/**
 * @param {{ getModuleInfo(id: string): Info | null }} context
 * @param {Set<string>} backgroundParts file names (no extension) of the parts pages load by themselves
 * → module id → the set's chunk name
 */
function fileBySet(context, backgroundParts) {
  const info = (/** @type {string} */ id) => context.getModuleInfo(id);
  const barrelOf = barrels(info);
  /** `start` and what it imports statically, at any depth; of a package index, only the names used. */
  const closure = (/** @type {string} */ start) => {
    const stack = [start];
    const seen = new Set();
    while (stack.length) {
      const id = /** @type {string} */ (stack.pop());
      if (seen.has(id)) continue;
      seen.add(id);
      const module = info(id);
      const names = [...(module?.code ?? "").matchAll(NAMED)].flatMap(([, , list]) =>
        specifiers(list).map(([original]) => original),
      );
      for (const next of module?.importedIds ?? []) {
        const barrel = barrelOf(next);
        if (!barrel) stack.push(next);
        else for (const name of names) if (barrel.has(name)) stack.push(barrel.get(name));
      }
    }
    return seen;
  };

  /**
   * What a page loads by itself right after its first screen (its background parts: the details'
   * kundli card, report and block buttons, contacts card), outside its first load: module → the
   * background parts whose static closure holds it. Dialogs opened by a click are left to the bundler.
   */
  const lazyParts = (/** @type {Set<string>} */ eager) => {
    /** @type {Map<string, Set<string>>} */
    const reachedFrom = new Map();
    const starts = new Set(
      [...eager]
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => backgroundParts.has(basename(id).replace(/\.[jt]sx?$/, ""))),
    );
    for (const start of starts)
      for (const id of closure(start)) {
        if (eager.has(id)) continue;
        if (!reachedFrom.has(id)) reachedFrom.set(id, new Set());
        reachedFrom.get(id)?.add(start);
      }
    return reachedFrom;
  };

  const entryModules = ENTRIES.flatMap((entry) => [...closure(WEB_ROOT + entry)]);
  const initial = new Set(entryModules);
  const pages = PAGES.map(({ page, module }) => ({
    name: page.replace(/[^a-z]+/g, ""),
    start: WEB_ROOT + module,
  }));
  const frameParts = new Set(
    entryModules
      .filter((id) => !id.endsWith(ROUTER))
      .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => !id.endsWith(".json") && !pages.some((p) => p.start === id)),
  );
  const starts = new Set([...pages.map((p) => p.start), ...frameParts]);

  /** @typedef {{ pages: string[]; lazyOf: string[]; frameParts: string[] }} Membership */
  /** @type {Map<string, Membership>} */
  const sets = new Map();
  const setOf = (/** @type {string} */ id) => {
    if (!sets.has(id)) sets.set(id, { pages: [], lazyOf: [], frameParts: [] });
    return /** @type {Membership} */ (sets.get(id));
  };
  // A page's or frame part's own module stays its dynamic-import chunk; the entry's stay the entry's.
  const grouped = (/** @type {string} */ id) => !initial.has(id) && !starts.has(id);
  for (const { name, start } of pages) {
    const eager = closure(start);
    for (const id of eager) if (grouped(id)) setOf(id).pages.push(name);
    for (const [id, from] of lazyParts(eager))
      if (grouped(id)) for (const start of from) setOf(id).lazyOf.push(start.slice(WEB_ROOT.length));
  }
  for (const part of frameParts)
    for (const id of closure(part)) if (grouped(id)) setOf(id).frameParts.push(part);

  const names = new Map();
  for (const [id, set] of sets) {
    if (set.pages.length === 0) continue; // no budgeted page needs it: the bundler decides
    const frame = set.frameParts.length
      ? [
          createHash("sha256")
            .update(
              set.frameParts
                .map((part) => part.slice(WEB_ROOT.length))
                .sort()
                .join(),
            )
            .digest("hex")
            .slice(0, 6),
        ]
      : [];
    // The background parts of budgeted pages (the details' kundli card, report button) that also
    // use the module: without them such a part that shares one small module with another page's
    // first load (an icon, the confirm dialog) would fetch that page's whole chunk.
    const lazy = set.lazyOf.length
      ? [
          `l${createHash("sha256")
            .update([...new Set(set.lazyOf)].sort().join())
            .digest("hex")
            .slice(0, 4)}`,
        ]
      : [];
    names.set(id, ["first", ...set.pages, ...lazy, ...frame].join("-"));
  }
  return names;
}

/** A code-splitting group, declared after the entry's "initial" group. */
/** @param {readonly string[]} backgroundParts the chunk names of vite.config.ts's BACKGROUND_CHUNKS */
export function firstLoadGroup(backgroundParts) {
  /** @type {Map<string, string> | null} */
  let names = null;
  return {
    name: (/** @type {string} */ id, /** @type {any} */ context) => {
      names ??= fileBySet(context, new Set(backgroundParts));
      return names.get(id) ?? null;
    },
    // Each module goes where its own set says; pulling its imports along would put them in a chunk
    // of a smaller set, which the other pages that use them would then load whole.
    includeDependenciesRecursively: false,
  };
}
