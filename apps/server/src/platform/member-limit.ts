/**
 * Per-member limits: how often one signed-in account may do something costly (upload a photo,
 * render a biodata PDF, apply for a job, …). Counted by the app's RateLimiter, so in Redis when
 * REDIS_URL is set and every app server counts together. Over the limit: 429 with a translated
 * message saying how many minutes to wait, and a Retry-After header.
 *
 *   await memberLimit(app.services.limiter, user.id, policy)          // in a service or handler
 *   { onRequest: memberLimitHook(app, () => policy) }                  // on a route, before the body
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors";
import type { RateLimiter } from "./rate-limit";

export interface LimitPolicy {
  /** Counter name, unique per kind of action ("photo-upload"). */
  name: string;
  /** Attempts allowed per window. */
  max: number;
  windowMinutes: number;
  /** Translation key with a {{minutes}} placeholder; defaults to limits:tooMany. */
  messageKey?: string;
}

/** A 429 that also tells the client when to come back. */
export class RateLimitedError extends AppError {
  constructor(
    messageKey: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "rate_limited", messageKey, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  }
}

/** Counts one attempt of `memberId` against the policy; throws RateLimitedError when over it. */
export async function memberLimit(
  limiter: RateLimiter,
  memberId: number | string,
  policy: LimitPolicy,
): Promise<void> {
  const result = await limiter.hit(
    `member:${policy.name}:${memberId}`,
    policy.max,
    policy.windowMinutes * 60_000,
  );
  if (!result.allowed) {
    throw new RateLimitedError(policy.messageKey ?? "limits:tooMany", Math.ceil(result.retryAfterMs / 1000));
  }
}

/**
 * The same as a route hook (onRequest, after guardRoutes has checked the sign-in): nothing of the
 * body is read once the limit is reached. Visitors are not counted here; their routes answer 401.
 */
export function memberLimitHook(app: FastifyInstance, policy: () => LimitPolicy) {
  return async (request: FastifyRequest) => {
    const user = request.session?.user;
    if (user) await memberLimit(app.services.limiter, user.id, policy());
  };
}
