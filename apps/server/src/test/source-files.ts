/** The server's TypeScript sources as text, for tests that check how the code is laid out. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const SERVER_SRC = resolve(import.meta.dirname, "..");

export interface SourceFile {
  /** Relative to apps/server/src, with forward slashes. */
  path: string;
  text: string;
}

export function serverSources(under = ""): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) {
        out.push({
          path: relative(SERVER_SRC, full).split("\\").join("/"),
          text: readFileSync(full, "utf8"),
        });
      }
    }
  };
  walk(join(SERVER_SRC, under));
  return out;
}

/** Import specifiers of a file (static imports and re-exports). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1] as string);
}
