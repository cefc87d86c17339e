import { DEFAULT_LEGAL_CONFIG } from "@vv/shared/consent";
import { DEFAULT_SITE_CONFIG } from "@vv/shared/settings";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Config, loadConfig, testConfig } from "../../config";
import { describeEachDialect } from "../../test/harness";
import { TRUST_ENV } from "../../test/trust-env";
import { TRUST_FIELDS } from "./trust-setup";

/** Production settings that pass every other check, so only the trust's details decide. */
const production = (overrides: Partial<Config> = {}) =>
  testConfig({
    WEB_DIST: "/nonexistent",
    NODE_ENV: "production",
    PUBLIC_URL: "https://vadhuvar.example.org",
    PAYMENT_SANDBOX_IN_PRODUCTION: true,
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: "https://sms.example/api",
    SMS_HTTP_KEY: "k",
    SMS_SENDER: "VVPORT",
    SMS_DLT_TEMPLATE_ID: "1207",
    ...overrides,
  });

describeEachDialect("production and the shipped example trust details", (ctx) => {
  const start = (overrides: Partial<Config> = {}) =>
    buildApp(production(overrides), { database: ctx().database });
  const published = async () => ({
    site: (await ctx().app.inject({ method: "GET", url: "/api/v1/config" })).json(),
    officer: (await ctx().app.inject({ method: "GET", url: "/api/v1/legal" })).json().grievanceOfficer,
  });

  it("refuses to start while any detail is the shipped example, naming each variable", async () => {
    const refusal = await start().then(
      () => "",
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/shipped examples/);
    for (const field of TRUST_FIELDS) expect(refusal).toContain(`${field.env}:`);
    expect(refusal).toContain(DEFAULT_LEGAL_CONFIG.grievanceOfficer.email);
    expect(refusal).toContain(DEFAULT_SITE_CONFIG.upiId);
  });

  it("fills in what is set and still refuses, naming only what is left", async () => {
    const { GRIEVANCE_OFFICER_NAME, TRUST_UPI_ID, ...rest } = TRUST_ENV;
    const refusal = await start(rest).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(refusal).toContain(
      "GRIEVANCE_OFFICER_NAME: the Grievance Officer's name is still the shipped example",
    );
    expect(refusal).toContain("TRUST_UPI_ID: the payment UPI id is still the shipped example");
    expect(refusal).not.toContain("TRUST_EMAIL");
    // What was given is stored already (the next start needs only the missing two).
    ctx().app.services.legal.invalidate();
    const { site, officer } = await published();
    expect(site.email).toBe(TRUST_ENV.TRUST_EMAIL);
    expect(officer.email).toBe(TRUST_ENV.GRIEVANCE_OFFICER_EMAIL);
    expect(officer.name).toBe(DEFAULT_LEGAL_CONFIG.grievanceOfficer.name);
  });

  it("starts once every detail is the trust's own; the site and the legal pages publish them", async () => {
    const app = await start(TRUST_ENV);
    try {
      const site = (await app.inject({ method: "GET", url: "/api/v1/config" })).json();
      expect(site).toMatchObject({
        upiPayeeName: TRUST_ENV.TRUST_NAME,
        email: TRUST_ENV.TRUST_EMAIL,
        phone: TRUST_ENV.TRUST_PHONE,
        address: TRUST_ENV.TRUST_ADDRESS,
        whatsappLink: TRUST_ENV.TRUST_WHATSAPP_LINK,
        upiId: TRUST_ENV.TRUST_UPI_ID,
        paymentPhone: TRUST_ENV.TRUST_PAYMENT_PHONE,
        demo: false,
      });
      const legal = (await app.inject({ method: "GET", url: "/api/v1/legal" })).json();
      expect(legal.grievanceOfficer).toEqual({
        name: TRUST_ENV.GRIEVANCE_OFFICER_NAME,
        designation: TRUST_ENV.GRIEVANCE_OFFICER_DESIGNATION,
        email: TRUST_ENV.GRIEVANCE_OFFICER_EMAIL,
        phone: TRUST_ENV.GRIEVANCE_OFFICER_PHONE,
        address: TRUST_ENV.GRIEVANCE_OFFICER_ADDRESS,
      });
      const everything = JSON.stringify([site, legal]);
      expect(everything).not.toContain("example.org");
    } finally {
      await app.close();
    }
  });

  it("keeps what an admin changed later: the variables fill in examples, they do not undo edits", async () => {
    await ctx().app.services.settings.update({ email: "committee@trust.test" });
    const app = await start({ ...TRUST_ENV, TRUST_EMAIL: "other@trust.test" });
    try {
      expect((await app.inject({ method: "GET", url: "/api/v1/config" })).json().email).toBe(
        "committee@trust.test",
      );
    } finally {
      await app.close();
    }
  });

  it("'none' clears a detail the trust does not have; production then starts without it", async () => {
    await ctx().app.services.settings.update({ upiId: DEFAULT_SITE_CONFIG.upiId });
    const app = await start({ ...TRUST_ENV, TRUST_UPI_ID: "none" });
    try {
      expect((await app.inject({ method: "GET", url: "/api/v1/config" })).json().upiId).toBe("");
    } finally {
      await app.close();
    }
  });

  it("refuses an empty Grievance Officer name or e-mail in production", async () => {
    const { legal } = ctx().app.services;
    const officer = (await legal.config()).grievanceOfficer;
    await legal.replaceGrievanceOfficer({ ...officer, email: "" });
    await expect(start(TRUST_ENV)).rejects.toThrow(
      /GRIEVANCE_OFFICER_EMAIL: the Grievance Officer's e-mail is empty/,
    );
    await legal.replaceGrievanceOfficer(officer);
  });
});

describe("the trust's variables", () => {
  it("are checked like every other setting", () => {
    expect(() => loadConfig({ HOST: "127.0.0.1", TRUST_UPI_ID: "not a upi id" })).toThrow(
      /TRUST_UPI_ID: expected e\.g\./,
    );
    expect(() => loadConfig({ HOST: "127.0.0.1", TRUST_PAYMENT_PHONE: "12345" })).toThrow(
      /TRUST_PAYMENT_PHONE/,
    );
    expect(() => loadConfig({ HOST: "127.0.0.1", TRUST_NAME: "x".repeat(200) })).toThrow(/TRUST_NAME/);
    // A blank line in a .env file is no value.
    expect(loadConfig({ HOST: "127.0.0.1", TRUST_NAME: "", TRUST_UPI_ID: " " }).TRUST_NAME).toBeUndefined();
  });

  it("outside production the examples are allowed (a developer's machine)", async () => {
    const app = await buildApp(testConfig({ WEB_DIST: "/nonexistent" }));
    await app.close();
  });
});
