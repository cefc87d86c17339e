import type { FastifyInstance } from "fastify";
import type { DB } from "../../db/database";
import { startIntervalJob } from "../../platform/interval-job";
import { notify } from "../notifications/notify";
import { bookletRepo } from "./booklet-repo";
import { melavaRepo } from "./repo";

const DAY_MS = 86_400_000;

/**
 * The day before a melava: every family with a registered profile is told once (the event's
 * reminder_sent_at is set in the same transaction, by a conditional update, so two servers or two
 * runs never send it twice).
 */
export async function sendMelavaReminders(db: DB, now = new Date()): Promise<number> {
  const due = await melavaRepo(db).dueReminders(
    now.toISOString(),
    new Date(now.getTime() + DAY_MS).toISOString(),
  );
  let sent = 0;
  for (const event of due) {
    const owners = await bookletRepo(db).registeredOwners(event.id);
    await db.transaction().execute(async (trx) => {
      if (!(await melavaRepo(trx).markReminded(event.id, now.toISOString()))) return;
      const eventName =
        event.name_mr === event.name_en ? event.name_en : `${event.name_mr} / ${event.name_en}`;
      for (const userId of new Set(owners))
        await notify(trx, {
          userId,
          type: "melava_reminder",
          params: { eventName },
          link: `/melava/${event.slug}`,
        });
      sent += owners.length;
    });
  }
  return sent;
}

/** Every MELAVA_REMINDER_MINUTES (0: never; tests call sendMelavaReminders), once across app servers. */
export function startMelavaReminders(app: FastifyInstance) {
  startIntervalJob(app, "melava reminder", app.config.MELAVA_REMINDER_MINUTES * 60_000, async () => {
    const sent = await sendMelavaReminders(app.database.db);
    if (sent) app.log.info({ sent }, "melava reminders sent");
  });
}
