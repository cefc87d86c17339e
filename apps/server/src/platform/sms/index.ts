import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { consoleSms } from "./console";
import { httpSms } from "./http";
import type { SmsSender } from "./types";

export type { OtpMessage, OutboxEntry, SmsSender } from "./types";

/** The configured SMS adapter; config.ts has already refused console in production. */
export function createSms(config: Config, log: Pick<FastifyBaseLogger, "info">): SmsSender {
  if (config.SMS_PROVIDER === "http") {
    return httpSms({
      url: config.SMS_HTTP_URL ?? "",
      key: config.SMS_HTTP_KEY ?? "",
      sender: config.SMS_SENDER ?? "",
      dltTemplateId: config.SMS_DLT_TEMPLATE_ID ?? "",
    });
  }
  return consoleSms(log);
}
