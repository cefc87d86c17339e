import { describe, expect, it } from "vitest";
import { uniqueMobile } from "../../test/auth-helpers";
import { createTestContext } from "../../test/harness";

/** Three OTP sends from one peer, each claiming another client address in X-Forwarded-For. */
async function sendsWithSpoofedAddresses(trustProxy: number) {
  const { ctx, close } = await createTestContext("sqlite", {
    TRUST_PROXY: trustProxy,
    OTP_IP_SENDS_PER_WINDOW: 2,
  });
  try {
    const statuses: number[] = [];
    for (const forwarded of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        remoteAddress: "198.51.100.7",
        headers: { "x-forwarded-for": forwarded },
        payload: { mobile: uniqueMobile() },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await close();
  }
}

describe("client address behind proxies (TRUST_PROXY)", () => {
  it("ignores X-Forwarded-For by default, so a client cannot dodge the per-IP OTP cap", async () => {
    expect(await sendsWithSpoofedAddresses(0)).toEqual([200, 200, 429]);
  });

  it("believes one proxy hop when told to, counting each real client apart", async () => {
    expect(await sendsWithSpoofedAddresses(1)).toEqual([200, 200, 200]);
  });
});
