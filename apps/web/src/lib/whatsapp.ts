import { COUNTRY_CODE } from "@vv/shared/constants";

export function isMobileDevice(userAgent = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** WhatsApp share of a text: the app on phones, WhatsApp Web on computers. */
export function whatsappShareUrl(text: string, mobile = isMobileDevice()): string {
  const encoded = encodeURIComponent(text);
  return mobile ? `whatsapp://send?text=${encoded}` : `https://web.whatsapp.com/send?text=${encoded}`;
}

/** A chat with a member's number: +91 and the ten digits. */
export function whatsappChatUrl(mobile: string, text?: string): string {
  const digits = `${COUNTRY_CODE}${mobile.replace(/\D/g, "").slice(-10)}`.replace("+", "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
