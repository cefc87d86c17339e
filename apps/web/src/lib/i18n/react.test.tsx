// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Trans, useTranslation } from "./react";
import { i18n } from "./translator";

// The app's one translator, with a backend that answers when the test says so.
const waiting = new Map<string, () => void>();
const TREES: Record<string, Record<string, Record<string, string>>> = {
  en: {
    common: { hi: "Hi" },
    jobs: { title: "Jobs", terms: "Read the <terms>terms</terms> now." },
    extra: { late: "Arrived" },
  },
  mr: { common: { hi: "नमस्कार" }, jobs: { title: "नोकऱ्या", terms: "<terms>अटी</terms> वाचा." } },
};
i18n.use({
  type: "backend",
  read(lng, ns, callback) {
    waiting.set(`${lng}/${ns}`, () => callback(null, TREES[lng]?.[ns] ?? {}));
  },
});

function Title() {
  const { t } = useTranslation("jobs");
  return <h1>{t("title")}</h1>;
}

afterEach(() => waiting.clear());

describe("useTranslation", () => {
  it("suspends until the namespace is loaded, then follows a language change", async () => {
    const init = i18n.init({ lng: "en", ns: ["common"] });
    await act(async () => waiting.get("en/common")?.());
    await init;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => waiting.get("en/jobs")?.());
    expect(await screen.findByRole("heading", { name: "Jobs" })).toBeTruthy();

    const change = i18n.changeLanguage("mr");
    await act(async () => {
      waiting.get("mr/common")?.();
      waiting.get("mr/jobs")?.();
      await change;
    });
    expect(screen.getByRole("heading", { name: "नोकऱ्या" })).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
    await act(async () => i18n.changeLanguage("en"));
  });

  it("renders markup in a translation as the named components", () => {
    function Terms() {
      const { t } = useTranslation("jobs");
      return (
        <p data-testid="terms">
          <Trans t={t} i18nKey="terms" components={{ terms: <a href="/terms">terms</a> }} />
        </p>
      );
    }
    render(<Terms />);
    const paragraph = screen.getByTestId("terms");
    expect(paragraph.textContent).toBe("Read the terms now.");
    expect(paragraph.querySelector("a")?.getAttribute("href")).toBe("/terms");
    expect(paragraph.querySelector("a")?.textContent).toBe("terms");
  });

  it("re-renders only the component that waited for a namespace, and keeps everyone else's t", async () => {
    i18n.useSuspense = false;
    const titleRenders: unknown[] = [];
    function JobsTitle() {
      const { t } = useTranslation("jobs");
      titleRenders.push(t);
      return <h2>{t("title")}</h2>;
    }
    function Late() {
      const { t, ready } = useTranslation("extra");
      return <p>{ready ? t("late") : "waiting"}</p>;
    }
    render(
      <>
        <JobsTitle />
        <Late />
      </>,
    );
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => waiting.get("en/extra")?.());
    expect(await screen.findByText("Arrived")).toBeTruthy();
    expect(titleRenders).toHaveLength(1);
    i18n.useSuspense = true;
  });
});
