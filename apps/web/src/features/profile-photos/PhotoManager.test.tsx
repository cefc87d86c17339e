// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { photoUrlsOf } from "@vv/shared/media";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, renderPage, setupComponentTests } from "../../test/render";
import { PhotoManager } from "./PhotoManager";

const ids = ["a".repeat(22), "b".repeat(22), "c".repeat(22)];
const photo = (photoId: string, index: number, status: string) => ({
  photoId,
  position: index + 1,
  status,
  remark: status === "rejected" ? "Face not visible" : null,
  isMain: index === 0,
  urls: photoUrlsOf(photoId),
});
const gallery = (order: string[], canChange = true) => ({
  items: order.map((id, i) => photo(id, i, i === 2 ? "rejected" : i === 1 ? "pending" : "approved")),
  max: 5,
  canChange,
});

describe("the photo manager", () => {
  beforeAll(setupComponentTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each photo's state and moves one earlier with a button", async () => {
    const calls = fakeApi((call) => {
      if (call.method === "GET") return { body: gallery(ids) };
      if (call.method === "PUT")
        return {
          body: { ...gallery((call.body as { photoIds: string[] }).photoIds), message: "New order saved." },
        };
      return undefined;
    });
    renderPage(<PhotoManager profileId={4} />);
    expect((await screen.findAllByTestId("photo-status")).map((b) => b.textContent)).toEqual([
      "Approved",
      "Awaiting approval",
      "Rejected",
    ]);
    expect(screen.getByText("Reason: Face not visible")).toBeTruthy();
    expect(screen.getByText("Main photo")).toBeTruthy();
    // The first photo cannot move earlier, the last cannot move later.
    expect((screen.getByRole("button", { name: "Move photo 1 earlier" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("button", { name: "Move photo 3 later" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole("button", { name: "Move photo 2 earlier" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/profiles/4/photos/order");
    expect(put?.body).toEqual({ photoIds: [ids[1], ids[0], ids[2]] });
  });

  it("asks before deleting a photo", async () => {
    const calls = fakeApi((call) => (call.method === "GET" ? { body: gallery(ids) } : undefined));
    renderPage(<PhotoManager profileId={4} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete photo 3" }));
    // The question comes first (the dialog's own code loads on first use): nothing is deleted yet.
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
  });

  it("offers no changes on a locked profile", async () => {
    fakeApi((call) => (call.method === "GET" ? { body: gallery(ids, false) } : undefined));
    renderPage(<PhotoManager profileId={4} />);
    await screen.findAllByTestId("photo-status");
    expect(screen.queryByRole("button", { name: /Move photo|Delete photo|Add a photo/ })).toBeNull();
  });
});
