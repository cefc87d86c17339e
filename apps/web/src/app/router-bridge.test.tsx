// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { appRouter, RouterBridge } from "./router-bridge";

afterEach(cleanup);

describe("appRouter", () => {
  it("knows the address as opened, and makes a navigation asked for before the router mounted", () => {
    expect(appRouter.state.location.pathname).toBe(window.location.pathname);
    appRouter.navigate("/login", { replace: true });
    const view = render(
      <MemoryRouter initialEntries={["/user/bride-groom-list"]}>
        <RouterBridge />
        <Routes>
          <Route path="/login" element={<p>sign in</p>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(view.getByText("sign in")).toBeTruthy();
    expect(appRouter.state.location.pathname).toBe("/login");
  });
});
