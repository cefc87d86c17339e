import type { SmsSender } from "./types";

export interface HttpSmsOptions {
  url: string;
  key: string;
  sender: string;
  dltTemplateId: string;
  timeoutMs?: number;
}

/**
 * An SMS gateway reached over HTTPS (Indian gateways need the DLT template id and a sender id).
 * Sends `POST url` with `Authorization: Bearer <key>` and a JSON body:
 * `{ "sender", "to": "91XXXXXXXXXX", "message", "dltTemplateId" }`; any 2xx answer counts as sent.
 */
export function httpSms(options: HttpSmsOptions): SmsSender {
  return {
    name: "http",
    async send(message) {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.key}` },
        body: JSON.stringify({
          sender: options.sender,
          to: `91${message.mobile}`,
          message: message.text,
          dltTemplateId: message.dltTemplateId ?? options.dltTemplateId,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
