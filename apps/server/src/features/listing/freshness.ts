import type { FastifyInstance } from "fastify";
import type { DB } from "../../db/database";
import { indiaDay } from "../../platform/india-time";
import { startIntervalJob } from "../../platform/interval-job";
import { notify } from "../notifications/notify";
import { fullName } from "../profiles/labels";
import { linkHash, linkUrl, newLinkToken } from "./links";
import { listingRepo } from "./repo";

const DAY_MS = 86_400_000;
const BATCH = 200;

export interface FreshnessDeps {
  db: DB;
  secret: string;
  publicUrl: string | undefined;
  basePath: string;
  /** Days from a confirmation (or the approval) to the next "still looking?". */
  askDays: number;
  /** Days to answer; the reminder goes halfway, the pause at the end. */
  answerDays: number;
}

/**
 * The "still looking?" cycle, one pass at `now`: family pauses whose day has come end; profiles
 * confirmed (or approved) askDays ago are asked, with a fresh single-use link; halfway through the
 * answer window they are reminded (a new link); at its end, unanswered, they are paused until the
 * family confirms. Each step writes its notification and its new state in one transaction, so a
 * family is never asked twice for the same round.
 */
export function freshnessCycle(deps: FreshnessDeps) {
  const repo = listingRepo(deps.db);
  const days = (n: number, now: Date) => new Date(now.getTime() - n * DAY_MS).toISOString();

  async function each<R extends { id: number }>(
    due: (limit: number) => Promise<R[]>,
    work: (trx: DB, row: R) => Promise<void>,
  ) {
    let done = 0;
    for (;;) {
      const batch = await due(BATCH);
      for (const row of batch) await deps.db.transaction().execute((trx) => work(trx, row));
      done += batch.length;
      if (batch.length < BATCH) return done;
    }
  }

  /** A new link for this profile, valid until twice the answer window has passed. */
  async function link(trx: DB, profileId: number, now: Date) {
    const token = newLinkToken();
    const expires = new Date(now.getTime() + 2 * deps.answerDays * DAY_MS).toISOString();
    await listingRepo(trx).addLink(profileId, linkHash(deps.secret, token), expires);
    return { url: linkUrl(deps.publicUrl, deps.basePath, token), path: `/still-looking/${token}` };
  }

  return {
    async run(now = new Date()) {
      const at = now.toISOString();
      const resumed = await each(
        (limit) => repo.dueToResume(indiaDay(now), limit),
        async (trx, p) => {
          if (!(await listingRepo(trx).relist(p.id, ["family"]))) return;
          // The pause's end starts a new round; it is no sign that the family was active.
          await listingRepo(trx).confirmed(p.id, at, false);
          await notify(trx, {
            userId: p.owner_user_id,
            type: "listing_resumed",
            params: { profileName: fullName(p) },
            link: "/user/my-profile",
            subjectProfileId: p.id,
          });
        },
      );
      // Paused before asking anew, so a profile past its window is paused, not asked again.
      const paused = await each(
        (limit) => repo.dueToPause(days(deps.answerDays, now), limit),
        async (trx, p) => {
          await listingRepo(trx).unlist(p.id, { reason: "unanswered", since: at });
          await notify(trx, {
            userId: p.owner_user_id,
            type: "listing_paused",
            params: { profileName: fullName(p) },
            link: "/user/my-profile",
            subjectProfileId: p.id,
          });
        },
      );
      const reminded = await each(
        (limit) => repo.dueToRemind(days(deps.answerDays / 2, now), limit),
        async (trx, p) => {
          const left = Math.max(
            1,
            Math.ceil((Date.parse(p.asked_at ?? at) + deps.answerDays * DAY_MS - now.getTime()) / DAY_MS),
          );
          const { url, path } = await link(trx, p.id, now);
          await listingRepo(trx).reminded(p.id, at);
          await notify(trx, {
            userId: p.owner_user_id,
            type: "freshness_reminder",
            params: { profileName: fullName(p), url, count: String(left) },
            link: path,
            subjectProfileId: p.id,
          });
        },
      );
      const asked = await each(
        (limit) => repo.dueToAsk(days(deps.askDays, now), limit),
        async (trx, p) => {
          const { url, path } = await link(trx, p.id, now);
          await listingRepo(trx).asked(p.id, at);
          await notify(trx, {
            userId: p.owner_user_id,
            type: "freshness_ask",
            params: { profileName: fullName(p), url, count: String(deps.answerDays) },
            link: path,
            subjectProfileId: p.id,
          });
        },
      );
      return { resumed, paused, reminded, asked };
    },
  };
}
export type FreshnessCycle = ReturnType<typeof freshnessCycle>;

/** Every FRESHNESS_JOB_MINUTES (0: never; tests call run() with a moved clock), once across servers. */
export function startFreshnessJob(app: FastifyInstance) {
  startIntervalJob(app, "freshness cycle", app.config.FRESHNESS_JOB_MINUTES * 60_000, async () => {
    const done = await app.services.freshness.run();
    if (done.asked + done.reminded + done.paused + done.resumed) app.log.info(done, "freshness cycle");
  });
}
