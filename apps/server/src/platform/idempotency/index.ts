/**
 * Create actions that may be retried safely. A form names each submit with an Idempotency-Key header
 * (a UUID chosen when the form opens, kept until it succeeds); when a dropped connection makes the
 * member press "Try again", the server answers the retry with what the first request created instead
 * of creating it twice.
 *
 *   const created = await app.services.idempotency.once(replayKey(request, "jobs.create", user.id), () =>
 *     jobs().create(user, request.body, lang),
 *   );
 *
 * Keys are scoped by action and by the signed-in user, so one member's key never returns another's
 * answer. A retry that arrives while the first request is still being handled gets 409; answers are
 * kept for a day.
 */
import { IDEMPOTENCY_HEADER } from "@vv/shared/pwa";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";
import type { ReplayKey, RequestReplaysRepo } from "./repo";

export type { ReplayKey } from "./repo";

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim this old without an answer belongs to a request that died half-way: it may be retaken. */
const ABANDONED_MS = 2 * 60 * 1000;

/** The request's Idempotency-Key for this action and user; null without one (or with a malformed one). */
export function replayKey(request: FastifyRequest, scope: string, actorId: number): ReplayKey | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && KEY_PATTERN.test(key) ? { scope, actorId, key } : null;
}

export function idempotency(repo: RequestReplaysRepo, now: () => Date = () => new Date()) {
  return {
    /** Runs `create` once per key; a repeated key gets the first answer (JSON) back. */
    async once<T>(key: ReplayKey | null, create: () => Promise<T>): Promise<T> {
      if (!key) return create();
      const at = now();
      await repo.purgeBefore(new Date(at.getTime() - KEEP_MS).toISOString());
      if (!(await repo.claim(key, at.toISOString()))) {
        const seen = await repo.find(key);
        if (seen?.response_json != null) return JSON.parse(seen.response_json) as T;
        const abandoned = seen && at.getTime() - Date.parse(seen.created_at) > ABANDONED_MS;
        if (!abandoned) throw new AppError(409, "still_saving", "pwa:errors.stillSaving");
        await repo.release(key);
        if (!(await repo.claim(key, at.toISOString())))
          throw new AppError(409, "still_saving", "pwa:errors.stillSaving");
      }
      let result: T;
      try {
        result = await create();
      } catch (error) {
        // Refused or failed: nothing was created, so the same key may try again.
        await repo.release(key);
        throw error;
      }
      await repo.complete(key, JSON.stringify(result));
      return result;
    },
  };
}
export type Idempotency = ReturnType<typeof idempotency>;
