/**
 * Component tests (Vitest + Testing Library in happy-dom): the app's providers around one page,
 * English strings from the shared locale files, and a fake API answering by path.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { theme } from "../app/theme";
import { i18n } from "../lib/i18n";

const LOCALES = resolve(import.meta.dirname, "../../../../packages/shared/locales/en");

/** Browser APIs Mantine reads that happy-dom leaves out. */
function polyfill() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  if (!("fonts" in document) || !document.fonts) {
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
      configurable: true,
    });
  }
  Element.prototype.scrollIntoView ??= () => {};
}

export async function setupComponentTests() {
  polyfill();
  if (i18n.isInitialized) return;
  const resources = Object.fromEntries(
    readdirSync(LOCALES)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(LOCALES, f), "utf8"))]),
  );
  await i18n.init({ lng: "en", resources: { en: resources }, defaultNS: "common", useSuspense: false });
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | "offline";

/** A fake fetch: `answer(call)` decides per request; every call is recorded. */
export function fakeApi(answer: (call: ApiCall) => Answer | undefined) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = String(url).replace(/^.*\/api\/v1/, "");
    const call: ApiCall = {
      method: init.method ?? "GET",
      path,
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const a = answer(call);
    if (a === "offline") throw new TypeError("Failed to fetch");
    const status = a?.status ?? (a ? 200 : 404);
    const body = a?.body ?? (a ? {} : { error: { code: "not_found", message: "Not found" } });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** One page at `path` (matched by `pattern`) with the app's providers. */
export function renderPage(ui: ReactNode, { path = "/", pattern = "*" } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export const SIGNED_IN_MEMBER = {
  id: 7,
  firstName: "Sunita",
  lastName: "Deshmukh",
  mobile: "9822098220",
  roles: ["member"],
  regionId: null,
  stateId: 20,
  districtId: 2030,
  cityVillage: "Satara",
  isVerified: 1,
  rowStatus: 1,
  registrationComplete: true,
  hasListingAccess: true,
  genderAccess: "both",
};
