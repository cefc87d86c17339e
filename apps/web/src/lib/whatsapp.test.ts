import { describe, expect, it } from "vitest";
import { isMobileDevice, whatsappChatUrl, whatsappShareUrl } from "./whatsapp";

describe("whatsapp links", () => {
  it("uses the app on phones and WhatsApp Web on computers", () => {
    expect(whatsappShareUrl("hi there", true)).toBe("whatsapp://send?text=hi%20there");
    expect(whatsappShareUrl("hi", false)).toBe("https://web.whatsapp.com/send?text=hi");
  });
  it("recognises phone browsers", () => {
    expect(isMobileDevice("Mozilla/5.0 (Linux; Android 13; SM-A145F) Mobile Safari")).toBe(true);
    expect(isMobileDevice("Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBe(false);
  });
  it("builds a chat link from +91 and the ten digits", () => {
    expect(whatsappChatUrl("098220 12345")).toBe("https://wa.me/919822012345");
    expect(whatsappChatUrl("9822012345", "नमस्कार")).toBe(
      `https://wa.me/919822012345?text=${encodeURIComponent("नमस्कार")}`,
    );
  });
});
