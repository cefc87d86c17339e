/**
 * Messages families already know from the current portal keep their exact English wording
 * (punctuation and capitals included): each must be one of the English texts, word for word.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { flattenLocale, type LocaleTree } from "./i18n";

const EXACT = [
  "Mobile number or email id is required.",
  "Enter your mobile otp",
  "Email login not available yet,Please enter your mobile no",
  "You are not a registered user, please sign-up first.",
  "Mobile number or email id already registered, please sign in",
  "Invalid OTP, please enter correct OTP",
  "Your verification is pending, Once it will be done then you can access the portal.",
  "Your verification is failed you can't access the portal, please contact to administrator.",
  "Your account is deactivated, please contact to administrator.",
  "Thank you for registering, once verification is done then you can access the portal.",
  "Some error occurred, please try again.",
  "Error occured while crop, please try again later",
  "Please select image only.",
  "You are not authorized user.",
  "Payment is failed, but your registration is successfully done, you can pay after some time",
  "Failed to load,Please check your internet connection",
  "Don't worry your money is safe! if money was debited from your account, it will be refunded automatically in 5-7 working days",
  "Error occured,something went wrong please try again ..!",
  "Your verification is pending, Once it is done, you can see the bride-groom list.",
];

it("keeps the portal's known messages word for word in English", () => {
  const dir = join(import.meta.dirname, "../locales/en");
  const texts = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const tree = JSON.parse(readFileSync(join(dir, file), "utf8")) as LocaleTree;
    for (const text of Object.values(flattenLocale(tree))) texts.add(text);
  }
  const missing = EXACT.filter((message) => !texts.has(message));
  expect(missing).toEqual([]);
});
