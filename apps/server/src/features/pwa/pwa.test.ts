import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeUser, signIn } from "../../test/auth-helpers";
import { createTestContext, describeEachDialect } from "../../test/harness";
import { actor, approve, createProfile, uploadPhoto } from "../../test/profile-helpers";

describeEachDialect("web app manifest and cache headers", (ctx) => {
  it("serves the manifest in the asked language, else the browser's", async () => {
    const app = ctx().app;
    const mr = await app.inject({ method: "GET", url: "/manifest.webmanifest?lang=mr" });
    expect(mr.statusCode).toBe(200);
    expect(mr.headers["content-type"]).toContain("application/manifest+json");
    expect(mr.json()).toMatchObject({
      name: "वधू-वर समाज पोर्टल",
      short_name: "वधू-वर",
      lang: "mr",
      start_url: "/home",
      scope: "/",
      id: "/",
      display: "standalone",
      theme_color: "#7a1f2b",
      background_color: "#fff8ec",
    });
    const byHeader = await app.inject({
      method: "GET",
      url: "/manifest.webmanifest",
      headers: { "accept-language": "mr-IN,mr;q=0.9" },
    });
    expect(byHeader.json().name).toBe("वधू-वर समाज पोर्टल");
    const en = await app.inject({ method: "GET", url: "/manifest.webmanifest?lang=xx" });
    expect(en.json()).toMatchObject({
      name: "Vadhu-Var Community Portal",
      short_name: "Vadhu-Var",
      lang: "en",
    });
    const icons = en.json().icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      "/icons/icon-192.png 192x192 any",
      "/icons/icon-512.png 512x512 any",
      "/icons/icon-maskable-512.png 512x512 maskable",
    ]);
  });

  it("marks only what is the same for everyone as public", async () => {
    const app = ctx().app;
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url, headers });
    expect((await get("/api/v1/config")).headers["cache-control"]).toBe("public, no-cache");
    expect((await get("/api/v1/site-images")).headers["cache-control"]).toBe("public, no-cache");
    expect((await get("/api/v1/master-data")).headers["cache-control"]).toMatch(/^public/);

    const member = await actor(app);
    const editor = await actor(app, { role: "admin" });
    expect((await get("/api/v1/committee")).headers["cache-control"]).toBe("public, no-cache");
    expect((await get("/api/v1/committee", member.headers)).headers["cache-control"]).toBe(
      "public, no-cache",
    );
    // An editor's list also holds inactive members: never kept for anyone else.
    expect((await get("/api/v1/committee", editor.headers)).headers["cache-control"]).toBe(
      "private, no-store",
    );
  });

  it("answers a member's photo as private and a site image as public, to members too", async () => {
    const app = ctx().app;
    const owner = await actor(app);
    const viewer = await actor(app);
    const admin = await actor(app, { role: "admin" });
    const profile = await createProfile(app, owner, 2);
    await approve(app, profile.id);
    // A groom's family browses brides.
    await createProfile(app, viewer, 1);
    const details = await app.inject({
      method: "GET",
      url: `/api/v1/profiles/${profile.slug}`,
      headers: viewer.headers,
    });
    expect(details.statusCode).toBe(200);
    const memberPhoto = JSON.stringify(details.json()).match(/\/media\/photos\/[^"]+\/thumb\.webp/)?.[0];
    expect(memberPhoto).toBeTruthy();
    const privateRead = await app.inject({
      method: "GET",
      url: `/api/v1${memberPhoto}`,
      headers: viewer.headers,
    });
    expect(privateRead.statusCode).toBe(200);
    expect(privateRead.headers["cache-control"]).toMatch(/^private/);
    expect((await app.inject({ method: "GET", url: `/api/v1${memberPhoto}` })).statusCode).toBe(404);

    const added = await app.inject({
      method: "POST",
      url: "/api/v1/admin/site-images",
      headers: admin.headers,
      payload: {
        kind: "gallery",
        photoId: await uploadPhoto(app, admin),
        captionEn: "Melava",
        captionMr: "मेळावा",
      },
    });
    expect(added.statusCode).toBe(201);
    const gallery = (await app.inject({ method: "GET", url: "/api/v1/site-images" })).json().gallery as {
      photo: { thumb: string };
    }[];
    const siteUrl = `/api/v1${gallery.at(-1)?.photo.thumb}`;
    for (const headers of [{}, viewer.headers]) {
      const read = await app.inject({ method: "GET", url: siteUrl, headers });
      expect(read.statusCode).toBe(200);
      expect(read.headers["cache-control"]).toMatch(/^public/);
    }
  });

  it("tells the browser to drop its cache when a session begins, ends, or is found dead", async () => {
    const app = ctx().app;
    const member = await makeUser(app);
    const { res, session } = await signIn(app, member.mobile);
    expect(session).toBeTruthy();
    expect(res.headers["clear-site-data"]).toBe('"cache"');
    const logout = await app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      cookies: { vv_session: session ?? "" },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers["clear-site-data"]).toBe('"cache"');
    const stale = await app.inject({
      method: "GET",
      url: "/api/v1/config",
      cookies: { vv_session: session ?? "" },
    });
    expect(stale.headers["clear-site-data"]).toBe('"cache"');
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/config" })).headers["clear-site-data"],
    ).toBeUndefined();
  });
});

describe("the web app under a base path", () => {
  it("serves the shell, the worker and the manifest under BASE_PATH", async () => {
    const dist = mkdtempSync(join(tmpdir(), "vv-pwa-dist-"));
    writeFileSync(join(dist, "index.html"), '<!doctype html><html><head><base href="/" /></head></html>');
    writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    const { ctx, close } = await createTestContext("sqlite", { WEB_DIST: dist, BASE_PATH: "/vadhuvar/" });
    try {
      const app = ctx.app;
      const shell = await app.inject({ method: "GET", url: "/vadhuvar/index.html" });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<base href="/vadhuvar/"');
      expect(shell.headers["cache-control"]).toBe("no-cache");
      const worker = await app.inject({ method: "GET", url: "/vadhuvar/sw.js" });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["cache-control"]).toBe("no-cache");
      const manifest = (await app.inject({ method: "GET", url: "/vadhuvar/manifest.webmanifest" })).json();
      expect(manifest).toMatchObject({ id: "/vadhuvar/", start_url: "/vadhuvar/home", scope: "/vadhuvar/" });
      expect(manifest.icons[0].src).toBe("/vadhuvar/icons/icon-192.png");
    } finally {
      await close();
    }
  });
});
