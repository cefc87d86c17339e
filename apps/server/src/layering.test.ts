import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, serverSources } from "./test/source-files";

/** Where an import inside apps/server/src lands, relative to apps/server/src ("" when outside). */
function target(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return "";
  return normalize(join(dirname(from), specifier))
    .split("\\")
    .join("/");
}

describe("the arrows run one way: app -> features -> platform/db -> shared", () => {
  it("db/ and platform/ never import a feature, the composition root or the app", () => {
    const offenders: string[] = [];
    for (const file of [...serverSources("db"), ...serverSources("platform")]) {
      if (file.path.endsWith(".test.ts")) continue;
      for (const spec of importsOf(file.text)) {
        const to = target(file.path, spec);
        if (to.startsWith("features/") || to === "services" || to === "app" || to.startsWith("seed/")) {
          offenders.push(`${file.path} imports ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("can fail: a db file importing a feature is caught", () => {
    expect(target("db/migrations/045-kundli.ts", "../../features/kundli/moon")).toBe("features/kundli/moon");
    expect(importsOf('import { moonAtBirth } from "../../features/kundli/moon";\n')).toEqual([
      "../../features/kundli/moon",
    ]);
  });
});
