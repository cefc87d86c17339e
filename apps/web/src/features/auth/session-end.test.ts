// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../../lib/api";
import { installSessionGuards, isPublicPage } from "./session-end";

describe("new terms to accept", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("knows the public pages, the boards' own member pages apart", () => {
    for (const path of ["/home", "/job-updates", "/job-updates/12", "/business", "/committee", "/gallery"])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      "/user/bride-groom-list",
      "/job-updates/new",
      "/business/mine",
      "/job-updates/3/edit",
    ])
      expect(isPublicPage(path), path).toBe(false);
  });

  it("leads to the accept screen from a member page, never away from a public one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: { code: "consent_required", message: "Please accept" } }, { status: 428 }),
      ),
    );
    const navigate = vi.fn();
    const router = { navigate, state: { location: { pathname: "/job-updates", search: "" } } };
    installSessionGuards(router, new QueryClient());
    await expect(apiRequest("/notifications/unread-count")).rejects.toMatchObject({ status: 428 });
    expect(navigate).not.toHaveBeenCalled();
    router.state.location = { pathname: "/user/interests", search: "?box=sent" };
    await expect(apiRequest("/interests")).rejects.toMatchObject({ status: 428 });
    expect(navigate).toHaveBeenCalledWith(
      `/accept-terms?returnTo=${encodeURIComponent("/user/interests?box=sent")}`,
      { replace: true },
    );
  });
});
