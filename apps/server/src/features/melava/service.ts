import type { AuditAction } from "@vv/shared/audit";
import type { Language } from "@vv/shared/i18n";
import {
  MELAVA_TRANSITIONS,
  type MelavaAction,
  type MelavaAdmin,
  type MelavaInput,
  type MelavaList,
  type MelavaPublic,
} from "@vv/shared/melava";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { type MelavaEventRow, type MelavaRepo, melavaRepo } from "./repo";
import { adminView, auditState, columns, inputOf, publicView } from "./view";

/** How many past events the public archive lists. */
const ARCHIVE_LIMIT = 50;

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
};

/** Melava events: the committee creates and runs them, visitors read the published ones. */
export function melavaService(db: DB, repo: MelavaRepo) {
  async function withTaken<T>(
    rows: MelavaEventRow[],
    view: (row: MelavaEventRow, t: { brides: number; grooms: number }) => T,
  ) {
    const taken = await repo.taken(rows.map((r) => r.id));
    return rows.map((r) => view(r, taken.get(r.id) ?? { brides: 0, grooms: 0 }));
  }

  async function audit(
    trx: DB,
    actor: UserRow,
    id: number,
    action: AuditAction,
    before: unknown,
    after: unknown,
  ) {
    await auditRepo(trx).insert({
      actor_user_id: actor.id,
      entity_type: "melava",
      entity_id: id,
      action,
      before_state: before === null ? null : JSON.stringify(before),
      after_state: JSON.stringify(after),
      remark: null,
    });
  }

  async function requireEvent(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound("melava:errors.notFound");
    return row;
  }

  return {
    /** Upcoming events (soonest first) and the archive of past ones. */
    async list(): Promise<MelavaList> {
      const { upcoming, past } = await repo.listPublic(new Date().toISOString(), ARCHIVE_LIMIT);
      return { upcoming: await withTaken(upcoming, publicView), past: await withTaken(past, publicView) };
    },

    /** The next event for the home page: the soonest upcoming one that is published. */
    async next(): Promise<MelavaPublic | null> {
      const { upcoming } = await repo.listPublic(new Date().toISOString(), 0);
      const first = upcoming.find((r) => r.status === "published") ?? upcoming[0];
      return first ? ((await withTaken([first], publicView))[0] ?? null) : null;
    },

    /** One event by slug; a draft only for the committee. */
    async bySlug(slug: string, committee: boolean): Promise<MelavaPublic> {
      const row = await repo.findBySlug(slug);
      if (!row || (row.status === "draft" && !committee)) throw notFound("melava:errors.notFound");
      return (await withTaken([row], publicView))[0] as MelavaPublic;
    },

    async adminList(): Promise<MelavaAdmin[]> {
      return withTaken(await repo.listAll(), adminView);
    },

    async adminDetails(id: number): Promise<MelavaAdmin> {
      return (await withTaken([await requireEvent(id)], adminView))[0] as MelavaAdmin;
    },

    async create(admin: UserRow, input: MelavaInput, lang: Language) {
      if (await repo.slugTaken(input.slug, null))
        throw new AppError(409, "conflict", "melava:errors.slugTaken", undefined, {
          slug: "melava:errors.slugTaken",
        });
      const id = await db.transaction().execute(async (trx) => {
        const id = await melavaRepo(trx).insert({ ...columns(input), created_by: admin.id });
        await audit(trx, admin, id, "create", null, { ...auditState(input), status: "draft" });
        return id;
      });
      return { id, slug: input.slug, message: translate(lang, "melava:messages.created") };
    },

    async update(admin: UserRow, id: number, input: MelavaInput, lang: Language) {
      const row = await requireEvent(id);
      if (await repo.slugTaken(input.slug, id))
        throw new AppError(409, "conflict", "melava:errors.slugTaken", undefined, {
          slug: "melava:errors.slugTaken",
        });
      const { before, after } = changedFields(auditState(inputOf(row)), auditState(input));
      await db.transaction().execute(async (trx) => {
        await melavaRepo(trx).update(id, { ...columns(input), updated_at: new Date().toISOString() });
        if (Object.keys(after).length > 0) await audit(trx, admin, id, "update", before, after);
      });
      return { id, slug: input.slug, message: translate(lang, "melava:messages.updated") };
    },

    async act(admin: UserRow, id: number, action: MelavaAction, lang: Language) {
      const row = await requireEvent(id);
      const step = MELAVA_TRANSITIONS[action];
      if (!step.from.includes(row.status)) throw new AppError(409, "conflict", "melava:errors.notApplicable");
      await db.transaction().execute(async (trx) => {
        await melavaRepo(trx).update(id, { status: step.to, updated_at: new Date().toISOString() });
        await audit(trx, admin, id, action, { status: row.status }, { status: step.to });
      });
      return { id, slug: row.slug, message: translate(lang, `melava:messages.${action}`) };
    },
  };
}
export type MelavaService = ReturnType<typeof melavaService>;
