import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageHtml } from "./web-preload";

const INDEX = '<html><head><base href="/" /></head><body></body></html>';

describe("index.html with the page's preloads", () => {
  it("names the landing page's chunks and, on /home, the carousel's first picture", () => {
    const dir = mkdtempSync(join(tmpdir(), "vv-preload-"));
    writeFileSync(
      join(dir, "route-preloads.json"),
      JSON.stringify([
        {
          path: "^/home(/[^/]*)?/?$",
          js: ["assets/HomePage-1.js"],
          css: ["assets/HomePage-1.css"],
          locales: { en: ["assets/common-1.js"], mr: ["assets/common-2.js"] },
        },
        { path: "^/(user/bride-groom-list|matrimony)/?$", js: ["assets/List-2.js"], css: [] },
      ]),
    );
    const html = pageHtml(dir, INDEX);
    expect(html("/home")).toContain('<link rel="modulepreload" crossorigin href="./assets/HomePage-1.js">');
    expect(html("/home/A12")).toContain(
      'rel="preload" as="style" crossorigin href="./assets/HomePage-1.css"',
    );
    expect(html("/home")).toContain("artwork/carousel-1-800.webp");
    // The translations of the page in each language, for the early script to preload the reader's.
    expect(html("/home")).toContain(
      '<script type="application/json" id="vv-locales">{"en":["assets/common-1.js"],"mr":["assets/common-2.js"]}</script>',
    );
    expect(html("/matrimony")).not.toContain("vv-locales");
    expect(html("/matrimony")).toContain("./assets/List-2.js");
    expect(html("/matrimony")).not.toContain("carousel");
    expect(html("/contact")).toBe(INDEX);
  });

  it("puts a page's additions before the inline early script, which reads them as it runs", () => {
    const dir = mkdtempSync(join(tmpdir(), "vv-preload-"));
    writeFileSync(
      join(dir, "route-preloads.json"),
      JSON.stringify([
        { path: "^/about/?$", js: ["assets/About-1.js"], css: [], locales: { en: [], mr: [] } },
      ]),
    );
    const index =
      '<html><head><script id="vv-early">(()=>{})();</script><script type="module"></script></head></html>';
    const html = pageHtml(dir, index)("/about");
    expect(html.indexOf("vv-locales")).toBeGreaterThan(0);
    expect(html.indexOf("vv-locales")).toBeLessThan(html.indexOf('<script id="vv-early">'));
    expect(html.indexOf("About-1.js")).toBeLessThan(html.indexOf('<script id="vv-early">'));
  });

  it("leaves index.html alone when the build wrote no preload list", () => {
    expect(pageHtml(mkdtempSync(join(tmpdir(), "vv-preload-")), INDEX)("/home")).toBe(INDEX);
  });
});
