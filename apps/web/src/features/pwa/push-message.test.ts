import { describe, expect, it } from "vitest";
import { clickTarget, shownNotification } from "./push-message";

const scope = "https://vadhuvar.example.org/portal/";

describe("a push message in the service worker", () => {
  it("shows the title and text, and opens the page under the portal's scope", () => {
    const shown = shownNotification(
      { title: "New matches", body: "12 new matches", url: "user/matches", tag: "vv-7", lang: "en" },
      scope,
    );
    expect(shown.title).toBe("New matches");
    expect(shown.options).toMatchObject({
      body: "12 new matches",
      tag: "vv-7",
      lang: "en",
      icon: `${scope}icons/icon-192.png`,
      data: { url: `${scope}user/matches` },
    });
  });

  it("never opens another site or a page outside the scope", () => {
    for (const url of [
      "https://evil.example/x",
      "//evil.example/x",
      "/other-app",
      "javascript:alert(1)",
      "../../etc",
      42,
      undefined,
    ])
      expect(clickTarget(url, scope), String(url)).toBe(`${scope}notifications`);
  });

  it("copes with a message that is not what the server sends", () => {
    expect(shownNotification(null, scope).title).toBe("वधू-वर");
    expect(shownNotification("text", scope).options.data.url).toBe(`${scope}notifications`);
  });
});
