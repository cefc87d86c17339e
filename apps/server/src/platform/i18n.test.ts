import { expect, it } from "vitest";
import { translate } from "./i18n";

it("writes the minutes to wait in Devanagari digits for a Marathi reader, Latin ones in English", () => {
  expect(translate("mr", "limits:tooMany", { minutes: 1440 })).toContain("१४४० मिनिटांनी");
  expect(translate("mr", "limits:tooMany", { minutes: 1440 })).not.toMatch(/[0-9]/);
  expect(translate("en", "limits:tooMany", { minutes: 1440 })).toContain("1440");
});

it("leaves a value passed as text (a code, a mobile number) in the digits it was typed in", () => {
  expect(translate("mr", "auth:otp.smsText", { code: "123456", minutes: 5 })).toContain("123456");
});
