import { createWriteStream } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@vv/shared/i18n";
import type { MelavaBookletStatus } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import type { FastifyBaseLogger } from "fastify";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { BlobStorage } from "../../platform/storage/types";
import { notify } from "../notifications/notify";
import type { SettingsService } from "../settings/service";
import { bookletEntry, indexRow } from "./booklet-entries";
import { bookletWriter } from "./booklet-pdf";
import { type BookletRepo, type BookletRow, bookletRepo } from "./booklet-repo";
import type { MelavaEventRow, MelavaRepo } from "./repo";
import { eventWhen } from "./view";

/** Entries read from the database at a time: memory holds this many rows, and one photo. */
const BATCH = 50;
/** A build whose row has not moved for this long died with its server. */
const STALE_MS = 5 * 60_000;

/** Awaits the next turn of the event loop, so requests are answered while a booklet is drawn. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export function bookletService(deps: {
  db: DB;
  repo: BookletRepo;
  events: MelavaRepo;
  storage: BlobStorage;
  settings: SettingsService;
  /** The photo's thumbnail JPEG (320 px: plenty for a booklet box), or null. */
  openPhoto: (photoId: string) => Promise<Buffer | null>;
  log: Pick<FastifyBaseLogger, "error" | "info">;
  /** Where the PDF is written before it is stored (the OS temporary folder by default). */
  tempDir?: string;
}) {
  const { repo } = deps;

  function statusOf(row: BookletRow | undefined, ready: BookletRow | undefined): MelavaBookletStatus {
    const stale = row?.status === "running" && Date.now() - Date.parse(row.updated_at) > STALE_MS;
    return {
      id: row?.id ?? null,
      status: row ? (stale ? "failed" : row.status) : "none",
      done: row?.done ?? 0,
      total: row?.total ?? 0,
      error: stale ? "stale" : (row?.error ?? null),
      ready: ready
        ? {
            id: ready.id,
            bytes: ready.bytes ?? 0,
            finishedAt: new Date(ready.finished_at ?? ready.updated_at).toISOString(),
          }
        : null,
    };
  }

  /** Draws the whole booklet into a file, then stores it. */
  async function build(jobId: number, event: MelavaEventRow) {
    const lang = event.booklet_language as Language;
    const t = (key: string, vars?: Record<string, string>) => translate(lang, key, vars);
    const index = await repo.index(event.id);
    await repo.progress(jobId, 0, index.length);
    const file = join(deps.tempDir ?? tmpdir(), `vv-booklet-${event.id}-${jobId}.pdf`);
    try {
      const title = lang === "mr" ? event.name_mr : event.name_en;
      const writer = bookletWriter(createWriteStream(file), {
        size: event.booklet_page_size,
        perPage: event.booklet_per_page as 2 | 4 | 6,
        title: `${t("melava:booklet.title")} – ${title}`,
        pageLabel: (n) => t("melava:booklet.page", { n: localNumber(n, lang) }),
      });
      const settings = await deps.settings.get();
      writer.cover({
        trust: settings.upiPayeeName || t("common:app.fullName"),
        subtitle: t("melava:booklet.title"),
        title,
        when: eventWhen(event.starts_at, lang),
        venue: lang === "mr" ? event.venue_mr : event.venue_en,
        address: event.address,
      });
      const brides = index.filter((r) => r.gender === 2);
      const grooms = index.filter((r) => r.gender !== 2);
      writer.index(
        t("melava:booklet.index"),
        [
          t("melava:booklet.fields.number"),
          t("melava:booklet.fields.name"),
          t("melava:booklet.fields.district"),
          t("melava:booklet.fields.education"),
        ],
        [
          { title: t("melava:booklet.brides"), rows: brides.map((r) => indexRow(r, lang)) },
          { title: t("melava:booklet.grooms"), rows: grooms.map((r) => indexRow(r, lang)) },
        ],
      );
      let done = 0;
      for (const [series, rows] of [
        ["brides", brides],
        ["grooms", grooms],
      ] as const) {
        if (rows.length === 0) continue;
        writer.section(t(`melava:booklet.${series}`));
        for (let at = 0; at < rows.length; at += BATCH) {
          const ids = rows.slice(at, at + BATCH).map((r) => r.registration_id);
          for (const entry of await repo.entries(event.id, ids)) {
            const showsPhoto =
              entry.show_photo === 1 && entry.photo_id !== null && entry.photo_status === "approved";
            const photo = showsPhoto ? await deps.openPhoto(entry.photo_id as string) : null;
            writer.entry(bookletEntry(entry, photo, lang));
            done++;
            await yieldToRequests();
          }
          await repo.progress(jobId, done, index.length);
        }
      }
      await writer.end();
      const key = `melava/booklets/${event.id}/${jobId}.pdf`;
      const bytes = await readFile(file);
      await deps.storage.put(key, bytes, "application/pdf");
      const owners = new Set(await repo.registeredOwners(event.id));
      await deps.db.transaction().execute(async (trx) => {
        await bookletRepo(trx).finish(jobId, { storage_key: key, bytes: bytes.length });
        const eventName =
          event.name_mr === event.name_en ? event.name_en : `${event.name_mr} / ${event.name_en}`;
        for (const userId of owners)
          await notify(trx, {
            userId,
            type: "melava_booklet_ready",
            params: { eventName },
            link: `/melava/${event.slug}`,
          });
      });
    } catch (error) {
      deps.log.error({ err: error, eventId: event.id, jobId }, "melava booklet failed");
      await repo
        .finish(jobId, { error: String((error as Error).message ?? error).slice(0, 500) })
        .catch(() => undefined);
    } finally {
      await rm(file, { force: true }).catch(() => undefined);
    }
  }

  return {
    /** Starts a build in the background (one at a time per event); answers at once with its state. */
    async start(admin: UserRow, eventId: number): Promise<MelavaBookletStatus> {
      const event = await deps.events.find(eventId);
      if (!event) throw notFound("melava:errors.notFound");
      const current = await repo.latest(eventId);
      if (current?.status === "running" && Date.now() - Date.parse(current.updated_at) <= STALE_MS)
        throw new AppError(409, "conflict", "melava:errors.bookletRunning");
      const jobId = await repo.start(eventId, admin.id);
      // Not awaited: the committee's page follows the progress; build() records its own failure.
      void build(jobId, event);
      return statusOf(await repo.latest(eventId), await repo.latestDone(eventId));
    },

    /** The build's progress and the newest finished booklet. */
    async status(eventId: number): Promise<MelavaBookletStatus> {
      if (!(await deps.events.find(eventId))) throw notFound("melava:errors.notFound");
      return statusOf(await repo.latest(eventId), await repo.latestDone(eventId));
    },

    /** The newest finished booklet's bytes. */
    async download(eventId: number) {
      const ready = await repo.latestDone(eventId);
      const stored = ready?.storage_key ? await deps.storage.get(ready.storage_key) : null;
      if (!ready || !stored) throw notFound("melava:errors.noBooklet");
      return { body: stored.body, filename: `booklet-${eventId}-${ready.id}.pdf` };
    },

    /** For tests and the benchmark: build now and wait. */
    async buildNow(admin: UserRow, eventId: number) {
      const event = await deps.events.find(eventId);
      if (!event) throw notFound("melava:errors.notFound");
      const jobId = await repo.start(eventId, admin.id);
      await build(jobId, event);
      return statusOf(await repo.latest(eventId), await repo.latestDone(eventId));
    },
  };
}
export type BookletService = ReturnType<typeof bookletService>;
