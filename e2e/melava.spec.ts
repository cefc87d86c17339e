import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import qrcode from "qrcode-generator";
import enMelava from "../packages/shared/locales/en/melava.json" with { type: "json" };
import mrMelava from "../packages/shared/locales/mr/melava.json" with { type: "json" };
import { DEMO, expect, expectNoHorizontalOverflow, readerDigits, signIn, snap, test } from "./fixtures";

/** A demo family with an approved bride profile (seed: even mobiles are brides). */
const FAMILY = "9000000016";

async function committeePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, DEMO.admin, "en");
  return page;
}

test(
  "a family registers and pays on a phone in Marathi, gets the pass; the desk checks it in and puts it on stage",
  { tag: "@phone" },
  async ({ page, browser }, info) => {
    const baseURL = String(info.project.use.baseURL);
    const desk = await committeePage(browser, baseURL);

    // The committee publishes a meet with a fee, through its API (the form has its own tests).
    const now = Date.now();
    const slug = `melava-e2e-${now.toString(36)}`;
    const created = await desk.request.post("/api/v1/admin/melava", {
      data: {
        slug,
        nameEn: "Vadhu-Var Parichay Melava",
        nameMr: "वधू-वर परिचय मेळावा",
        startsAt: new Date(now + 10 * 86_400_000).toISOString(),
        venueEn: "Tapadia Natya Mandir",
        venueMr: "तापडिया नाट्य मंदिर",
        address: "Nirala Bazar, Chhatrapati Sambhajinagar",
        registrationOpensAt: new Date(now - 86_400_000).toISOString(),
        registrationClosesAt: new Date(now + 8 * 86_400_000).toISOString(),
        feeRupees: 200,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect(
      (await desk.request.post(`/api/v1/admin/melava/${id}/actions`, { data: { action: "publish" } })).ok(),
    ).toBe(true);

    // The family, on a phone in Marathi: the event page, the booklet choices, the fee.
    const mr = mrMelava;
    await signIn(page, FAMILY, "mr");
    await page.goto(`/melava/${slug}`);
    await expect(page.getByRole("heading", { name: "वधू-वर परिचय मेळावा" })).toBeVisible();
    await expect(page.getByTestId("melava-countdown")).toContainText("सुरू होण्यास");
    await page.getByTestId("melava-profile").click();
    await page.getByRole("option").first().click();
    await page.getByTestId("melava-photo-yes").check();
    await expect(page.getByTestId("melava-contact")).not.toBeChecked();
    await expectNoHorizontalOverflow(page);
    await snap(page, "melava-register-mr");
    await page.getByTestId("melava-register").click();
    await expect(page.getByText(mr.messages.registered.awaiting_payment)).toBeVisible();
    await page.getByTestId("melava-pay").click();
    await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/VVM\d+T/);
    await page
      .getByRole("button", { name: /भरा|Pay/ })
      .first()
      .click();

    // Back from the gateway: the pass with its number in Devanagari digits and the QR code.
    await expect(page).toHaveURL(/\/melava\/registrations\/\d+\?tid=/);
    await expect(page.getByTestId("melava-pass")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("melava-pass-number")).toHaveText(
      new RegExp(`^(वधू|वर) ${readerDigits("001", "mr")}$`),
    );
    await expect(page.getByTestId("melava-pass-qr")).toBeVisible();
    const bride = (await page.getByTestId("melava-pass-number").textContent())?.startsWith("वधू");
    await expectNoHorizontalOverflow(page);
    await snap(page, "melava-pass-mr");
    const pdf = page.waitForEvent("download");
    await page.getByTestId("melava-pass-pdf").click();
    expect((await pdf).suggestedFilename()).toMatch(/^melava-pass-\d+\.pdf$/);

    // The desk, on a laptop in English: the number typed, then the same number again.
    const en = enMelava;
    await desk.goto(`/admin/melava/${id}/desk`);
    await expect(desk.getByTestId("desk-counts")).toContainText("Registered 1");
    if (!bride) {
      await desk.getByTestId("desk-series").click();
      await desk.getByRole("option", { name: en.series.groom }).click();
    }
    await desk.getByTestId("desk-number").fill("1");
    await desk.getByTestId("desk-check-in").click();
    await expect(desk.getByTestId("desk-result")).toContainText("checked in.");
    await desk.getByTestId("desk-number").fill("1");
    await desk.getByTestId("desk-check-in").click();
    await expect(desk.getByTestId("desk-result")).toContainText("counted once");
    await expect(desk.getByTestId("desk-counts")).toContainText("Checked in 1");

    // A family walks in: the desk registers the bride on the spot, the fee taken in cash.
    // The desk looks the family up first; no profile has its mobile, so a new one is made with it.
    await desk.getByTestId("onspot-open").click();
    const walkInMobile = `97${String(now).slice(-8)}`;
    await desk.getByLabel(en.onspot.find.label).fill(walkInMobile);
    await desk.getByTestId("onspot-find-submit").click();
    await expect(desk.getByTestId("onspot-find-results")).toContainText(walkInMobile);
    await desk.getByTestId("onspot-find-new").click();
    const form = desk.getByTestId("onspot-form");
    await expect(form.locator('[data-field="mobile"]')).toHaveValue(walkInMobile);
    await form.getByRole("radio", { name: en.onspot.bride }).check();
    await form.locator('[data-field="firstName"] input').fill("Walkin");
    await form.locator('[data-field="lastName"] input').fill("Deshpande");
    await form.locator('[data-field="dateOfBirth"] input').fill("12/04/1999");
    for (const [field, option] of [
      ["stateId", "Maharashtra"],
      ["districtId", "Nanded"],
      ["educationId", "BA"],
    ]) {
      await form.locator(`[data-field="${field}"] input:not([type=hidden])`).click();
      await desk.getByRole("option", { name: option, exact: true }).click();
    }
    await form.getByRole("radio", { name: en.register.photoNo }).check();
    await form.locator('[data-field="receiptNumber"]').fill(`R-${now % 100_000}`);
    await expect(form.locator('input[type="file"]')).toHaveAttribute("capture", "environment");
    await snap(desk, "melava-onspot-en");
    // The hall's network drops: the walk-in and its cash receipt wait on the device, then go.
    await desk.context().setOffline(true);
    await form.getByTestId("onspot-submit").click();
    await expect(desk.getByTestId("onspot-saved")).toContainText("Walkin");
    await expect(desk.getByTestId("desk-pending-walkins")).toContainText("Walkin");
    await desk.context().setOffline(false);
    await expect(desk.getByTestId("desk-replayed")).toContainText(
      `Walkin Deshpande: ${en.messages.deskRegistered.registered}`,
    );
    await expect(desk.getByTestId("desk-pending-walkins")).toHaveCount(0);
    await expect(desk.getByTestId("desk-counts")).toContainText("Registered 2");
    // The same form on a committee member's phone, in Marathi.
    await desk.setViewportSize({ width: 360, height: 800 });
    // Init scripts run in the order added: this one after signIn's English.
    await desk.addInitScript(() => localStorage.setItem("lang", "mr"));
    await desk.reload();
    await desk.getByTestId("onspot-open").click();
    await desk.getByLabel(mr.onspot.find.label).fill(`96${String(now).slice(-8)}`);
    await desk.getByTestId("onspot-find-submit").click();
    await desk.getByRole("button", { name: mr.onspot.find.newProfileEmpty }).click();
    await expect(desk.getByTestId("onspot-form")).toContainText(mr.onspot.intro);
    await expectNoHorizontalOverflow(desk);
    await snap(desk, "melava-onspot-mr");
    await desk.addInitScript(() => localStorage.setItem("lang", "en"));
    await desk.setViewportSize({ width: 1280, height: 800 });

    // The stage screen, in the event's booklet language (Marathi), advanced with one key.
    await desk.goto(`/admin/melava/${id}/stage`);
    await expect(desk.getByText(mr.stage.none)).toBeVisible();
    await desk.keyboard.press("ArrowRight");
    await expect(desk.getByTestId("stage-number")).toHaveText(/^(वधू|वर) ००१$/);
    await expect(desk.getByTestId("stage-name")).not.toBeEmpty();
    await desk.context().close();
  },
);

/** A Y4M video (what Chromium's fake camera plays) of a QR code: white frame, black modules. */
function qrVideo(text: string): Buffer {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const [width, height, cell] = [640, 480, 8];
  const modules = qr.getModuleCount();
  const x0 = Math.floor((width - modules * cell) / 2);
  const y0 = Math.floor((height - modules * cell) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let r = 0; r < modules; r++)
    for (let c = 0; c < modules; c++)
      if (qr.isDark(r, c))
        for (let y = 0; y < cell; y++)
          luma.fill(
            16,
            (y0 + r * cell + y) * width + x0 + c * cell,
            (y0 + r * cell + y) * width + x0 + (c + 1) * cell,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    frame,
    frame,
    frame,
  ]);
}

test(
  "after the meet a family sends interests from the digital booklet; the desk checks a pass in with a camera (jsQR, no BarcodeDetector)",
  { tag: "@desktop" },
  async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const baseURL = String(info.project.use.baseURL);
    const desk = await committeePage(browser, baseURL);
    const now = Date.now();
    const slug = `melava-booklet-${now.toString(36)}`;
    const created = await desk.request.post("/api/v1/admin/melava", {
      data: {
        slug,
        nameEn: "Parichay Melava",
        nameMr: "परिचय मेळावा",
        startsAt: new Date(now + 10 * 86_400_000).toISOString(),
        venueEn: "Town Hall",
        venueMr: "टाउन हॉल",
        address: "Station Road, Pune",
        registrationOpensAt: new Date(now - 86_400_000).toISOString(),
        registrationClosesAt: new Date(now + 8 * 86_400_000).toISOString(),
        feeRupees: 0,
      },
    });
    const { id } = await created.json();
    await desk.request.post(`/api/v1/admin/melava/${id}/actions`, { data: { action: "publish" } });

    // Two demo bride families register (the first shows its photo, the second does not).
    const tokens: string[] = [];
    for (const [i, mobile] of ["8100000000", "8100000002"].entries()) {
      const family = await (await browser.newContext({ baseURL })).newPage();
      await signIn(family, mobile, "en");
      const mine = await (await family.request.get(`/api/v1/melava/${slug}/mine`)).json();
      const profile = mine.eligible[0];
      if (!profile) continue;
      const reg = await family.request.post(`/api/v1/melava/${slug}/registrations`, {
        data: { profileId: profile.profileId, showPhoto: i === 0 },
      });
      if (!reg.ok()) continue;
      const { registration } = await reg.json();
      tokens.push(
        (await (await family.request.get(`/api/v1/melava/registrations/${registration.id}/pass`)).json())
          .token,
      );
      await family.context().close();
    }
    expect(tokens.length).toBeGreaterThanOrEqual(2);

    // A groom family opens the digital booklet from the event page, ticks two, sends with one confirmation.
    await signIn(page, "9000000019", "en");
    await page.goto(`/melava/${slug}`);
    await page.getByTestId("melava-booklet-link").click();
    await expect(page.getByRole("heading", { name: enMelava.members.title })).toBeVisible();
    await expect(page.getByTestId("booklet-number").first()).toHaveText("Bride 001");
    await expect(page.getByText(enMelava.members.noPhoto).first()).toBeVisible();
    const boxes = page.getByTestId("booklet-select");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByTestId("booklet-chosen")).toHaveText("2 chosen");
    await snap(page, "melava-booklet-en");
    await page.getByTestId("booklet-send").click();
    await page.getByRole("button", { name: enMelava.members.confirm }).click();
    await expect(page.getByTestId("booklet-results")).toContainText("interests sent.");
    await expect(page.getByTestId("booklet-results")).toContainText(/Bride 00\d/);
    await snap(page, "melava-booklet-results-en");

    // The desk on a laptop whose Chromium has no BarcodeDetector: a fake camera shows the pass.
    const video = join(info.outputDir, "pass-qr.y4m");
    mkdirSync(info.outputDir, { recursive: true });
    writeFileSync(video, qrVideo(tokens[0] as string));
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await camera.newContext({
      baseURL,
      permissions: ["camera"],
      viewport: { width: 1280, height: 800 },
    });
    await context.addCookies(await desk.context().cookies());
    const scanner = await context.newPage();
    await scanner.addInitScript(() => localStorage.setItem("lang", "en"));
    await scanner.goto(`/admin/melava/${id}/desk`);
    expect(await scanner.evaluate(() => "BarcodeDetector" in window)).toBe(false);
    await scanner.getByTestId("desk-scan").click();
    await expect(scanner.getByTestId("desk-result")).toContainText(/^Bride 001 .+: checked in\.$/, {
      timeout: 20_000,
    });
    await camera.close();
    await desk.context().close();
  },
);

test("a family already on the portal walks in: the desk finds its approved profile by registration number and registers it with cash", {
  tag: "@desktop",
}, async ({ page }) => {
  await signIn(page, DEMO.admin, "en");
  const now = Date.now();
  const created = await page.request.post("/api/v1/admin/melava", {
    data: {
      slug: `melava-desk-find-${now.toString(36)}`,
      nameEn: "Parichay Melava",
      nameMr: "परिचय मेळावा",
      startsAt: new Date(now + 10 * 86_400_000).toISOString(),
      venueEn: "Town Hall",
      venueMr: "टाउन हॉल",
      address: "Station Road, Pune",
      registrationOpensAt: new Date(now - 86_400_000).toISOString(),
      registrationClosesAt: new Date(now + 8 * 86_400_000).toISOString(),
      feeRupees: 150,
    },
  });
  const { id } = await created.json();
  await page.request.post(`/api/v1/admin/melava/${id}/actions`, { data: { action: "publish" } });
  // A demo family (seed: even mobiles are brides) whose approved profile is on the portal.
  const found = await (await page.request.get(`/api/v1/admin/melava/${id}/desk-lookup?q=9000000018`)).json();
  const profile = found.items.find((i: { state: string }) => i.state === "registrable");
  expect(profile).toBeTruthy();
  const number = String(profile.registrationNumber);

  const en = enMelava;
  const mr = mrMelava;
  const search = async (q: string) => {
    await page.getByLabel(en.onspot.find.label).fill(q);
    await page.getByTestId("onspot-find-submit").click();
  };
  await page.goto(`/admin/melava/${id}/desk`);
  await page.getByTestId("onspot-open").click();
  await search("9000000018");
  await expect(page.getByTestId("onspot-find-results")).toContainText(profile.name);
  await expect(page.getByTestId("onspot-find-new")).toHaveText(en.onspot.find.newProfile);
  await snap(page, "melava-desk-find-en-1280");
  // The same search on a committee member's phone, in Marathi.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem("lang", "mr"));
  await page.reload();
  await page.getByTestId("onspot-open").click();
  await page.getByLabel(mr.onspot.find.label).fill("९०००००००१८");
  await page.getByTestId("onspot-find-submit").click();
  await expect(page.getByTestId("onspot-find-results")).toContainText(mr.onspot.find.state.registrable);
  await expectNoHorizontalOverflow(page);
  await snap(page, "melava-desk-find-mr-360");
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, "melava-desk-find-mr-1280");
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await page.getByTestId("onspot-open").click();
  await search("9000000018");
  await expect(page.getByTestId("onspot-find-choose")).toContainText(en.onspot.find.state.registrable);
  await expectNoHorizontalOverflow(page);
  await snap(page, "melava-desk-find-en-360");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();

  // By registration number: chosen, paid in cash with a receipt, numbered in the brides' series.
  await page.getByTestId("onspot-open").click();
  await search(number);
  await expect(page.getByTestId("onspot-find-results")).toContainText(`Reg. no. ${number}`);
  await page.getByTestId("onspot-find-choose").click();
  const form = page.getByTestId("onspot-existing");
  await expect(form.getByRole("heading", { name: new RegExp(`\\(${number}\\)`) })).toBeFocused();
  await form.getByRole("radio", { name: en.register.photoYes }).check();
  await form.getByTestId("onspot-existing-receipt").fill(`RC-${now % 100_000}`);
  await snap(page, "melava-desk-found-form-en-1280");
  await form.getByTestId("onspot-existing-submit").click();
  await expect(page.getByTestId("onspot-done")).toContainText(en.messages.deskRegistered.registered);
  await expect(page.getByTestId("desk-counts")).toContainText("Registered 1");
  await expect(page.getByTestId("desk-counts")).toContainText("Paid 1");
  await expect(page.getByRole("row", { name: new RegExp(profile.name) })).toContainText(
    profile.gender === 2 ? "Bride 001" : "Groom 001",
  );
  // Looked up again, it says so with its number, and offers no second registration.
  await page.getByRole("button", { name: en.onspot.another }).click();
  await search(number);
  await expect(page.getByTestId("onspot-find-unavailable")).toContainText(
    `Already registered: ${profile.gender === 2 ? "Bride" : "Groom"} 001`,
  );
  await expect(page.getByTestId("onspot-find-choose")).toHaveCount(0);
  await snap(page, "melava-desk-found-registered-en");
});
