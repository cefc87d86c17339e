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

it("writes a calendar date the reader's way, not as an ISO date", () => {
  const mr = translate("mr", "interests:errors.recentlyDeclined", { date: "2027-02-26" });
  const en = translate("en", "interests:errors.recentlyDeclined", { date: "2027-02-26" });
  expect(mr).not.toContain("2027-02-26");
  expect(mr).toContain("२६");
  expect(mr).toContain("२०२७");
  expect(en).toContain("26 Feb 2027");
});
