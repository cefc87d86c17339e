import { describe, expect, it } from "vitest";
import { keyAction } from "./shortcuts";

describe("queue keys", () => {
  it("decide the profile in Pending and the photo in Verify Profile photo", () => {
    expect(keyAction("pending", "a")).toBe("approve");
    expect(keyAction("pending", "r")).toBe("reject");
    expect(keyAction("photos", "a")).toBe("approvePhoto");
    expect(keyAction("photos", "r")).toBe("rejectPhoto");
  });
});
