// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { KundliResponse } from "@vv/shared/kundli";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderPage, setupComponentTests } from "../../test/render";
import { PatrikaSection } from "./PatrikaSection";

const sign = (id: number, name: string) => ({ id, name });
/** Lagna Vrishabha (2) at 14° 30′: Vrishabha in house 1, Mithuna in 2 … Mesha in 12. */
const DATA: KundliResponse = {
  moon: { precision: "exact", nakshatra: null, pada: null, rashi: null, declaredRashi: null },
  chart: {
    lagna: { longitude: 44.5, sign: sign(2, "Taurus (Vrishabh)") },
    lagnaMissing: null,
    basis: "lagna",
    firstHouseSign: 2,
    approximate: false,
    grahas: [
      {
        graha: "sun",
        name: "Sun",
        short: "Su",
        longitude: 100.25,
        sign: sign(4, "Cancer (Karka)"),
        house: 3,
      },
      {
        graha: "moon",
        name: "Moon",
        short: "Mo",
        longitude: 40,
        sign: sign(2, "Taurus (Vrishabh)"),
        house: 1,
      },
      { graha: "mars", name: "Mars", short: "Ma", longitude: 190, sign: sign(7, "Libra (Tula)"), house: 6 },
      {
        graha: "mercury",
        name: "Mercury",
        short: "Me",
        longitude: 95,
        sign: sign(4, "Cancer (Karka)"),
        house: 3,
      },
      {
        graha: "jupiter",
        name: "Jupiter",
        short: "Ju",
        longitude: 250,
        sign: sign(9, "Sagittarius"),
        house: 8,
      },
      {
        graha: "venus",
        name: "Venus",
        short: "Ve",
        longitude: 70,
        sign: sign(3, "Gemini (Mithun)"),
        house: 2,
      },
      { graha: "saturn", name: "Saturn", short: "Sa", longitude: 300, sign: sign(11, "Aquarius"), house: 10 },
      { graha: "rahu", name: "Rahu", short: "Ra", longitude: 10, sign: sign(1, "Aries (Mesh)"), house: 12 },
      { graha: "ketu", name: "Ketu", short: "Ke", longitude: 190, sign: sign(7, "Libra (Tula)"), house: 6 },
    ],
  },
  mangal: {
    computed: false,
    fromLagna: 6,
    fromMoon: 6,
    cancelled: false,
    declared: "yes",
    effective: true,
    reason:
      "Mars is in house 6 from the lagna and in house 6 from the Moon. Neither is a Mangal dosha house.",
  },
  ownProfiles: [],
  guna: null,
  gunaMissing: "noOwnProfile",
};

describe("the birth chart on the details page", () => {
  beforeAll(setupComponentTests);
  afterEach(cleanup);

  it("draws each house's sign number and its grahas, and a table of signs and degrees", () => {
    renderPage(<PatrikaSection data={DATA} />);
    const svg = screen.getByTestId("chart-svg");
    expect(svg.getAttribute("aria-label")).toMatch(/North Indian/);
    const inHouse = (house: number, kind: string) =>
      [...svg.querySelectorAll(`text[data-house="${house}"][data-kind="${kind}"]`)].map((n) => n.textContent);
    // Signs run on from the lagna's: house 1 Vrishabha (2), house 12 Mesha (1).
    expect(Array.from({ length: 12 }, (_, i) => inHouse(i + 1, "sign")[0])).toEqual([
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
      "1",
    ]);
    expect(inHouse(1, "graha")).toEqual(["Mo"]);
    expect(inHouse(3, "graha")).toEqual(["Su", "Me"]);
    expect(inHouse(6, "graha")).toEqual(["Ma", "Ke"]);
    expect(inHouse(4, "graha")).toEqual([]);
    const rows = [...screen.getByTestId("graha-table").querySelectorAll("tbody tr")].map((r) =>
      [...r.querySelectorAll("td")].map((c) => c.textContent),
    );
    expect(rows[0]).toEqual(["Lagna (ascendant)", "Taurus (Vrishabh)", "14° 30'", "1"]);
    expect(rows[1]).toEqual(["Sun", "Cancer (Karka)", "10° 15'", "3"]);
    expect(rows).toHaveLength(10);
  });

  it("shows the family's Mangal declaration beside the computed one, and the reason", () => {
    renderPage(<PatrikaSection data={DATA} />);
    expect(screen.getByTestId("mangal-verdict").textContent).toBe("Mangal dosha: yes");
    expect(screen.getByTestId("mangal-reason").textContent).toContain("house 6 from the lagna");
    expect(screen.getByTestId("mangal-differs").textContent).toMatch(
      /family says: Mangal dosha.*Computed.*no Mangal/,
    );
  });

  it("without a lagna says why; without a chart says so", () => {
    const moonOnly = {
      ...DATA,
      chart: DATA.chart && {
        ...DATA.chart,
        lagna: null,
        lagnaMissing: "noTime" as const,
        basis: "moon" as const,
      },
    };
    renderPage(<PatrikaSection data={moonOnly} />);
    expect(screen.getByTestId("lagna-missing").textContent).toMatch(/no lagna/);
    expect(screen.getByTestId("chart-svg").getAttribute("aria-label")).toMatch(/Moon chart/);
    cleanup();
    renderPage(<PatrikaSection data={{ ...DATA, chart: null }} />);
    expect(screen.queryByTestId("chart-svg")).toBeNull();
    expect(screen.getByTestId("patrika").textContent).toMatch(/cannot be drawn/);
  });
});
