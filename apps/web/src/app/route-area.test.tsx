// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("../features/dashboard/AuditPage", () => ({ AuditPage: () => <p>audit log</p> }));
vi.mock("../features/melava/admin/pages", () => ({
  AdminMelavaListPage: () => <p>melava list</p>,
  AdminMelavaPage: () => <p>one melava</p>,
  DeskPage: () => <p>the desk</p>,
  StagePage: () => <p>the stage</p>,
}));
vi.mock("../features/jobs/MyJobsPage", () => ({ MyJobsPage: () => <p>my jobs</p> }));

const { adminArea } = await import("./admin-area");
const { boardsArea } = await import("./boards-area");
const { seldomArea } = await import("./seldom-area");
const { ADMIN_PATHS, BOARD_PATHS, SELDOM_PATHS } = await import("./router");

afterEach(cleanup);

describe("the route areas", () => {
  it("serve exactly the addresses the router sends to them", () => {
    expect([...adminArea.paths].sort()).toEqual([...ADMIN_PATHS].sort());
    expect([...boardsArea.paths].sort()).toEqual([...BOARD_PATHS].sort());
    expect([...seldomArea.paths].sort()).toEqual([...SELDOM_PATHS].sort());
  });

  it("draw the page of the address, the most specific one first", async () => {
    for (const [area, path, text] of [
      [adminArea, "/admin/audit", "audit log"],
      [adminArea, "/admin/melava/7/desk", "the desk"],
      [adminArea, "/admin/melava/7", "one melava"],
      [boardsArea, "/job-updates/mine", "my jobs"],
    ] as const) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <area.Area />
        </MemoryRouter>,
      );
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });
});
