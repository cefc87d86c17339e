import type { FastifyInstance } from "fastify";
import type { DB } from "../../db/database";
import { startIntervalJob } from "../../platform/interval-job";
import { notify } from "../notifications/notify";
import type { ReminderRepo } from "./reminder-repo";

const YEAR_MS = 365 * 86_400_000;
const BATCH = 200;

/**
 * IT Rules 2021 rule 3(1)(c): every member is reminded of the rules (Terms, Privacy Notice) at least
 * once a year. A member is due 365 days after joining, then 365 days after the last reminder; the
 * notification and the new reminder time are written together, so none is sent twice.
 */
export function rulesReminders(db: DB, repo: ReminderRepo) {
  return {
    /** Sends the reminders due at `now`; the number sent. */
    async send(now = new Date()): Promise<number> {
      const at = now.toISOString();
      const before = new Date(now.getTime() - YEAR_MS).toISOString();
      let sent = 0;
      for (;;) {
        const batch = await repo.due(before, BATCH);
        for (const { id } of batch) {
          await db.transaction().execute(async (trx) => {
            await notify(trx, {
              userId: id,
              type: "rules_reminder",
              params: {},
              link: "/term-and-condition",
            });
            await repo.markReminded(trx, id, at);
          });
        }
        sent += batch.length;
        if (batch.length < BATCH) return sent;
      }
    },
  };
}
export type RulesReminders = ReturnType<typeof rulesReminders>;

/** Every RULES_REMINDER_MINUTES (0: never; tests call send() themselves), once across app servers. */
export function startRulesReminders(app: FastifyInstance) {
  startIntervalJob(app, "yearly rules reminder", app.config.RULES_REMINDER_MINUTES * 60_000, async () => {
    const sent = await app.services.rulesReminders.send();
    if (sent) app.log.info({ sent }, "rules reminders sent");
  });
}
