// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { type ReactElement, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../lib/i18n";
import { page } from "./lazy-page";

i18n.use({ type: "backend", read: (_lng, _ns, callback) => callback(null, { title: "Jobs" }) });

const Hello = () => <p>hello</p>;
afterEach(cleanup);

function renderPage(Page: () => ReactElement) {
  return render(
    <Suspense fallback={<p>placeholder</p>}>
      <Page />
    </Suspense>,
  );
}

describe("page", () => {
  it("after preload, renders at once: no placeholder on its first render", async () => {
    const Page = page(async () => Hello);
    await Page.preload();
    renderPage(Page);
    expect(screen.getByText("hello")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
  });

  it("without preload, shows the placeholder until its chunk arrives", async () => {
    let arrive: (c: typeof Hello) => void = () => {};
    const Page = page(() => new Promise((resolve) => (arrive = resolve)));
    renderPage(Page);
    expect(screen.getByText("placeholder")).toBeTruthy();
    await act(async () => arrive(Hello));
    expect(await screen.findByText("hello")).toBeTruthy();
  });

  it("loads its chunk once, with its namespaces and its first answers", async () => {
    const load = vi.fn(async () => Hello);
    const prime = vi.fn(async () => undefined);
    const Page = page(load, ["jobs-page"], prime);
    await Promise.all([Page.preload(), Page.preload()]);
    renderPage(Page);
    expect(load).toHaveBeenCalledTimes(1);
    expect(prime).toHaveBeenCalled();
    expect(i18n.hasLoadedNamespace("jobs-page")).toBe(true);
  });

  it("only a page that names its namespaces or first answers holds the first render", () => {
    expect(page(async () => Hello).firstScreen).toBe(false);
    expect(page(async () => Hello, ["auth"]).firstScreen).toBe(true);
    expect(
      page(
        async () => Hello,
        [],
        async () => undefined,
      ).firstScreen,
    ).toBe(true);
  });

  it("a chunk that failed to load is asked for again on the next visit", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(Hello);
    const Page = page(load);
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
