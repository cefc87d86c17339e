import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "../../lib/i18n";
import { auditLineReader } from "./audit-lines";

const locales = join(import.meta.dirname, "../../../../../packages/shared/locales");
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), "utf8"));
const NS = ["dashboard", "approvals", "users"];

async function reader(lang: "en" | "mr") {
  const instance = createTranslator();
  await instance.init({
    lng: lang,
    ns: NS,
    resources: { [lang]: Object.fromEntries(NS.map((ns) => [ns, load(lang, ns)])) },
  });
  // Users' own reader is tested with its screen; here it only has to be called with the right values.
  return auditLineReader(instance, (field, value) => `${field}=${String(value)}`);
}

describe("audit lines", () => {
  let en: Awaited<ReturnType<typeof reader>>;
  let mr: Awaited<ReturnType<typeof reader>>;
  beforeAll(async () => {
    en = await reader("en");
    mr = await reader("mr");
  });

  it("reads a profile decision as the approvals history does, leaving out what did not change", () => {
    const lines = en({
      entityType: "profile",
      before: { registration_status: "pending", rejected_remark: null, approved_at: null },
      after: {
        registration_status: "approved",
        rejected_remark: null,
        approved_at: "2026-11-23T12:40:50.043Z",
      },
    });
    expect(lines).toEqual([
      { field: "registration_status", label: "Registration status", before: "Pending", after: "Approved" },
      { field: "approved_at", label: "Approved on", before: "—", after: "23 Nov 2026, 6:10 pm" },
    ]);
  });

  it("hands user fields to the users reader, with null list access as automatic, and skips the remark", () => {
    const lines = en({
      entityType: "user",
      before: { is_verified: 0, verification_remark: null, gender_access: "both" },
      after: { is_verified: 1, verification_remark: null, gender_access: null },
    });
    expect(lines).toEqual([
      { field: "is_verified", label: "Verified", before: "is_verified=0", after: "is_verified=1" },
      { field: "gender_access", label: "Lists", before: "gender_access=both", after: "gender_access=auto" },
    ]);
  });

  it("names the fields and values of other records in Marathi, and keeps free text as written", () => {
    const payment = mr({
      entityType: "payment",
      before: { status: "PENDING", reference: null },
      after: { status: "SUCCESS", reference: "UTR 4471 2290" },
    });
    expect(payment).toEqual([
      { field: "status", label: "स्थिती", before: "प्रलंबित", after: "भरले" },
      { field: "reference", label: "संदर्भ क्रमांक", before: "—", after: "UTR 4471 2290" },
    ]);
    const settings = mr({
      entityType: "settings",
      before: { feeAmount: 500, paymentEnabled: false, email: "a@b.in" },
      after: { feeAmount: 750, paymentEnabled: true, email: "a@b.in" },
    });
    expect(settings.map((l) => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
      "शुल्क (₹): 500 → 750",
      "शुल्क भरणा सुरू: नाही → हो",
    ]);
  });

  it("falls back to a readable field name and shortens long values", () => {
    const [line] = en({ entityType: "job", before: null, after: { someNewField: "x".repeat(200) } });
    expect(line?.label).toBe("some new field");
    expect(line?.after).toHaveLength(80);
    expect(line?.after.endsWith("…")).toBe(true);
  });
});
