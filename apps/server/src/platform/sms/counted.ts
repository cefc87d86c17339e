import type { Metrics } from "../metrics";
import type { SmsSender } from "./types";

/** The SMS adapter with each send counted (every SMS today carries a one-time password). */
export function countedSms(sms: SmsSender, metrics: Metrics): SmsSender {
  return {
    ...sms,
    name: sms.name,
    async send(message) {
      try {
        await sms.send(message);
        if (message.code) metrics.otpSend("sent");
        metrics.message("sms", sms.name, "sent");
      } catch (error) {
        if (message.code) metrics.otpSend("failed");
        metrics.message("sms", sms.name, "failed");
        throw error;
      }
    },
  };
}
