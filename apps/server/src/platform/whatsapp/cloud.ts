import { maskMobiles } from "../logging";
import type { WhatsAppSender } from "./types";

export interface CloudApiOptions {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
}

/**
 * WhatsApp Business Cloud API: `POST {apiUrl}/{phoneNumberId}/messages` with `Authorization: Bearer`
 * and a template message (`messaging_product: "whatsapp"`, `type: "template"`, the body's text
 * parameters). Any 2xx answer counts as sent; otherwise the error names the status and the API's
 * message (mobile numbers masked).
 */
export function cloudWhatsApp(options: CloudApiOptions): WhatsAppSender {
  const url = `${options.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    name: "cloud",
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: `91${message.mobile}`,
          type: "template",
          template: {
            name: message.template,
            language: { code: message.language },
            components: message.params.length
              ? [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }]
              : [],
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        let detail = "";
        try {
          detail = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? "";
        } catch {
          // not JSON
        }
        throw new Error(
          maskMobiles(`WhatsApp Cloud API answered ${response.status}${detail ? `: ${detail}` : ""}`),
        );
      }
    },
  };
}
