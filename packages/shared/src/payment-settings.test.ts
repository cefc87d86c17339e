import { describe, expect, it } from "vitest";
import { paymentSettingsSchema } from "./payments";
import { settingsUpdateSchema } from "./site-admin";

/** Two admin screens edit the payment settings; they must accept and refuse the same values. */
const base = {
  email: "samiti@example.org",
  address: "Pune",
  phone: "+91 20 1234 5678",
  whatsappLink: "",
  upiPayeeName: "Samiti",
  paymentEnabled: true,
  newMembersVerified: false,
  reportHideThreshold: 3,
  socialLinks: { facebook: "", youtube: "", instagram: "" },
};
const cases: { upiId: string; paymentPhone: string; feeAmount: number; ok: boolean }[] = [
  { upiId: "samiti@sbi", paymentPhone: "9876543210", feeAmount: 500, ok: true },
  { upiId: "", paymentPhone: "", feeAmount: 1, ok: true },
  { upiId: "sa.miti-1@ok.axis", paymentPhone: "", feeAmount: 100_000, ok: true },
  { upiId: "not a upi id", paymentPhone: "", feeAmount: 500, ok: false },
  { upiId: "samiti@", paymentPhone: "", feeAmount: 500, ok: false },
  { upiId: "s@sbi", paymentPhone: "", feeAmount: 500, ok: false },
  { upiId: "", paymentPhone: "98765", feeAmount: 500, ok: false },
  { upiId: "", paymentPhone: "", feeAmount: 0, ok: false },
  { upiId: "", paymentPhone: "", feeAmount: 100_001, ok: false },
];

describe("payment settings rules", () => {
  it.each(cases)("upi $upiId, phone $paymentPhone, fee $feeAmount → ok $ok on both screens", (c) => {
    const { ok, ...values } = c;
    const payment = { paymentEnabled: true, upiPayeeName: "Samiti", ...values };
    expect(paymentSettingsSchema.safeParse(payment).success).toBe(ok);
    expect(settingsUpdateSchema.safeParse({ ...base, ...values }).success).toBe(ok);
  });
});
