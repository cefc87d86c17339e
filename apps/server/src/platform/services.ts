import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { otpService } from "../features/auth/otp";
import { otpRepo } from "../features/auth/otp-repo";
import { authService } from "../features/auth/service";
import { sessionsService } from "../features/auth/sessions";
import { sessionsRepo } from "../features/auth/sessions-repo";
import { settingsRepo } from "../features/settings/repo";
import { settingsService } from "../features/settings/service";
import { usersRepo } from "../features/users/repo";
import { usersService } from "../features/users/service";
import { createRateLimiter } from "./rate-limit";
import { resolveServerSecret } from "./secret";
import { createSms } from "./sms";

/** Wires repos into services once per app; routes reach them as `app.services`. */
export function createServices(config: Config, database: DatabaseHandle, log: FastifyBaseLogger) {
  const { db } = database;
  const limiter = createRateLimiter(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`);
  const sms = createSms(config, log);
  const settings = settingsService(settingsRepo(db));
  const sessions = sessionsService(sessionsRepo(db));
  const users = usersService(usersRepo(db), sessions);
  const otp = otpService({ repo: otpRepo(db), limiter, sms, secret: resolveServerSecret(config), log });
  return {
    settings,
    limiter,
    sms,
    sessions,
    users,
    otp,
    auth: authService({ otp, users, sessions, settings }),
  };
}
export type Services = ReturnType<typeof createServices>;
