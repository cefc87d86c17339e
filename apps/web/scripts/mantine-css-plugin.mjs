// Per-component Mantine CSS: instead of the whole @mantine/core/styles.css (36 KB gzip,
// render-blocking on every first load), each module that imports Mantine components also imports
// the stylesheets of those components and of the components they are built from (Select: Input,
// Combobox, Popover, ScrollArea, …), dependencies first. The CSS then travels with the chunk that
// uses it; main.tsx keeps only the baseline, the CSS variables and Mantine's global rules. The
// `.layer.css` variants put Mantine in `@layer mantine`, so the app's own CSS wins whatever order
// the chunks' stylesheets arrive in (as it did when all of Mantine came first in one file).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
/** A package's folder (Mantine's exports do not include package.json). */
function packageRoot(name) {
  const entry = require.resolve(name);
  const marker = `/node_modules/${name}/`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}
const coreRoot = packageRoot("@mantine/core");
const esm = join(coreRoot, "esm");
const styles = new Set(readdirSync(join(coreRoot, "styles")).filter((f) => !f.includes(".layer.")));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".mjs") ? [path] : [];
  });
}

/** Exported name -> component folder, from the package's index. */
const folderOf = new Map();
for (const m of readFileSync(join(esm, "index.mjs"), "utf8").matchAll(
  /import \{([^}]+)\} from "\.\/components\/([^/]+)\//g,
)) {
  for (const part of m[1].split(",")) {
    const name = part.split(" as ").pop()?.trim();
    if (name) folderOf.set(name, m[2]);
  }
}

/**
 * Component folder -> the component folders its code imports, and the styled helpers under utils/
 * (InlineInput lays out Checkbox, Radio and Switch: box and label side by side) as "utils/<name>".
 */
const depsCache = new Map();
function deps(folder) {
  if (folder.startsWith("utils/")) return [];
  if (!depsCache.has(folder)) {
    const found = new Set();
    const components = `${join(esm, "components")}/`;
    const utils = `${join(esm, "utils")}/`;
    for (const file of files(join(esm, "components", folder)))
      for (const m of readFileSync(file, "utf8").matchAll(/from "(\.\.?\/[^"]+)"/g)) {
        const target = join(dirname(file), m[1]);
        if (target.startsWith(utils)) {
          const helper = target.slice(utils.length).split("/")[0];
          if (helper && styles.has(`${helper}.css`)) found.add(`utils/${helper}`);
          continue;
        }
        if (!target.startsWith(components)) continue;
        const other = target.slice(components.length).split("/")[0];
        if (other && other !== folder) found.add(other);
      }
    depsCache.set(folder, [...found]);
  }
  return depsCache.get(folder);
}

/** The stylesheets for these folders and everything they use, dependencies first. */
function stylesheets(folders) {
  const order = [];
  const seen = new Set();
  const visit = (folder) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    for (const dep of deps(folder)) visit(dep);
    const name = folder.replace(/^utils\//, "");
    if (styles.has(`${name}.css`)) order.push(`@mantine/core/styles/${name}.layer.css`);
  };
  for (const folder of folders) visit(folder);
  return order;
}

/** The core components another Mantine package (dates, notifications) renders. */
function coreNamesOf(pkg) {
  const root = join(packageRoot(pkg), "esm");
  const names = new Set();
  for (const file of files(root))
    for (const m of readFileSync(file, "utf8").matchAll(/import \{([^}]+)\} from "@mantine\/core"/g))
      for (const part of m[1].split(",")) names.add(part.split(" as ")[0].trim());
  return [...names];
}
const packageNames = new Map();

const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"(@mantine\/(?:core|dates|notifications))"/g;

/** @returns {import("vite").Plugin} */
export function mantineCssPerComponent() {
  return {
    name: "vv-mantine-css-per-component",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\/src\/.*\.tsx?$/.test(id) || !code.includes("@mantine/")) return;
      const names = new Set();
      for (const m of code.matchAll(IMPORT)) {
        if (m[0].includes("import type")) continue;
        if (m[2] !== "@mantine/core") {
          if (!packageNames.has(m[2])) packageNames.set(m[2], coreNamesOf(m[2]));
          for (const name of packageNames.get(m[2])) names.add(name);
        }
        for (const part of m[1].split(",")) {
          const name = part
            .trim()
            .replace(/^type\s+/, "")
            .split(" as ")[0]
            ?.trim();
          if (name && !part.trim().startsWith("type ")) names.add(name);
        }
      }
      const folders = [...names].map((n) => folderOf.get(n)).filter(Boolean);
      const sheets = stylesheets(folders);
      if (sheets.length === 0) return;
      // On the first line, so the module's own line numbers stay as they are.
      return { code: `${sheets.map((s) => `import "${s}";`).join("")}${code}`, map: null };
    },
  };
}
