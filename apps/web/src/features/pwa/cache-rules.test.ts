import { APP_THEME_COLOR } from "@vv/shared/pwa";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { isPhoto, isPublicApi, isPublicArtwork, isPublicResponse } from "./cache-rules";

describe("what the service worker may keep", () => {
  it("keeps only answers the server marked public", () => {
    expect(isPublicResponse(200, "public, no-cache")).toBe(true);
    expect(isPublicResponse(200, "public, max-age=86400")).toBe(true);
    expect(isPublicResponse(200, "private, max-age=31536000, immutable")).toBe(false);
    expect(isPublicResponse(200, "private, no-store")).toBe(false);
    expect(isPublicResponse(200, "public, no-store")).toBe(false);
    expect(isPublicResponse(200, null)).toBe(false);
    expect(isPublicResponse(404, "public, no-cache")).toBe(false);
  });

  it("knows the public API by address, under any base path", () => {
    for (const scope of ["/", "/vadhuvar/"]) {
      for (const path of ["config", "master-data", "site-images", "committee", "committee/12"]) {
        expect(isPublicApi(`${scope}api/v1/${path}`, scope)).toBe(true);
      }
      for (const path of [
        "profiles",
        "profiles/1012-A-B",
        "auth/me",
        "reviews",
        "committee/12/photo",
        "jobs",
      ]) {
        expect(isPublicApi(`${scope}api/v1/${path}`, scope)).toBe(false);
      }
      expect(isPhoto(`${scope}api/v1/media/photos/abc/thumb.webp`, scope)).toBe(true);
      expect(isPublicArtwork(`${scope}artwork/gallery-1-300.webp`, scope)).toBe(true);
    }
    expect(isPublicApi("/other/api/v1/config", "/vadhuvar/")).toBe(false);
  });

  it("colours the installed app with the site theme", () => {
    expect(theme.colors?.maroon?.[9]).toBe(APP_THEME_COLOR);
  });
});
