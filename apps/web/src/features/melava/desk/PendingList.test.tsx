// @vitest-environment happy-dom

import { cleanup, screen } from "@testing-library/react";
import type { MelavaOnSpotInput } from "@vv/shared/melava-desk";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderPage, setupComponentTests } from "../../../test/render";
import type { Queued } from "./offline";
import { PendingList } from "./PendingList";

const walkIn = (name: string, gender: 1 | 2, receiptNumber?: string): Queued => ({
  kind: "walkIn",
  key: `key-${name.replace(/\W/g, "")}-000000`,
  name,
  at: "2026-11-28T10:00:00Z",
  body: { firstName: name, gender, receiptNumber } as MelavaOnSpotInput,
});

describe("what the desk keeps for the network", () => {
  beforeAll(setupComponentTests);
  afterEach(cleanup);

  it("counts check-ins and walk-ins and names each waiting family", () => {
    renderPage(
      <PendingList
        items={[
          { kind: "checkIn", body: { token: "t", deviceId: "d" }, at: "2026-11-28T09:00:00Z" },
          walkIn("Asha Kulkarni", 2, "R-12"),
          walkIn("Ravi Patil", 1),
        ]}
      />,
    );
    expect(screen.getByTestId("desk-pending").textContent).toContain(
      "Waiting for the network on this device: 1 check-ins, 2 on-the-spot registrations",
    );
    const names = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(names).toEqual([
      "Asha Kulkarni (Bride): not sent yet · receipt R-12",
      "Ravi Patil (Groom): not sent yet",
    ]);
  });

  it("shows nothing when nothing waits", () => {
    renderPage(<PendingList items={[]} />);
    expect(screen.queryByTestId("desk-pending")).toBeNull();
  });
});
