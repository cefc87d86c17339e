import type { UserActionBody, UserEditInput, UserListQuery } from "@vv/shared/admin-users";
import type { Language } from "@vv/shared/i18n";
import { findById, findDistrict, findState, REGIONS } from "@vv/shared/reference";
import type { Transaction } from "kysely";
import type { DB } from "../../db/database";
import type { Database, UserRow } from "../../db/schema";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { auditRepo } from "../audit/repo";
import { sessionsRepo } from "../auth/sessions-repo";
import { notify } from "../notifications/notify";
import { type UserPatch, usersRepo } from "../users/repo";
import { type AdminUsersRepo, countActiveSuperAdmins } from "./repo";
import { allows, ENDS_SESSIONS, permissionsFor, removesSuperAdmin, userTransition } from "./rules";
import { toAdminUserDetails, toAdminUserRow } from "./view";

type Trx = Transaction<Database>;

/** Only the columns a change touched, as they were and as they became. */
function beforeAfter(row: UserRow, patch: UserPatch) {
  const keys = Object.keys(patch) as (keyof UserPatch)[];
  return {
    before: JSON.stringify(Object.fromEntries(keys.map((k) => [k, row[k as keyof UserRow]]))),
    after: JSON.stringify(patch),
  };
}

/** Admin user management: one transaction for each change and its audit row. */
export function adminUsersService(db: DB, repo: AdminUsersRepo) {
  async function lockTarget(trx: Trx, id: number): Promise<UserRow> {
    const row = await usersRepo(trx).findById(id);
    if (!row) throw notFound("users:errors.notFound");
    return row;
  }

  async function guardLastSuperAdmin(trx: Trx, target: UserRow, patch: UserPatch) {
    if (removesSuperAdmin(target, patch) && (await countActiveSuperAdmins(trx)) <= 1) {
      throw conflict("users:errors.lastSuperAdmin");
    }
  }

  return {
    async list(query: UserListQuery, lang: Language) {
      const [{ rows, total }, counts] = await Promise.all([
        repo.list(query),
        repo.counts({ q: query.q, regionId: query.regionId }),
      ]);
      return {
        items: rows.map((r) => toAdminUserRow(r, lang)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    async details(actor: UserRow, id: number, lang: Language) {
      const row = await usersRepo(db).findById(id);
      if (!row) throw notFound("users:errors.notFound");
      return toAdminUserDetails(row, actor, lang);
    },

    /** Edit: names and place, with the sign-up form's rules. */
    async edit(actor: UserRow, id: number, input: UserEditInput, lang: Language) {
      if (!findState(input.stateId))
        throw badRequest("errors.validation", { stateId: "auth:validation.stateRequired" });
      if (findDistrict(input.districtId)?.stateId !== input.stateId)
        throw badRequest("errors.validation", { districtId: "auth:validation.districtNotInState" });
      if (input.regionId !== null && !findById(REGIONS, input.regionId as never))
        throw badRequest("errors.validation", { regionId: "common:validation.invalidChoice" });
      const next: UserPatch = {
        first_name: input.firstName,
        last_name: input.lastName,
        state_id: input.stateId,
        district_id: input.districtId,
        city_village: input.cityVillage,
        region_id: input.regionId,
      };
      await db.transaction().execute(async (trx) => {
        const row = await lockTarget(trx, id);
        if (!permissionsFor(actor, row).edit) throw forbidden("users:errors.superAdminOnly");
        const patch = Object.fromEntries(
          Object.entries(next).filter(([k, v]) => row[k as keyof UserRow] !== v),
        ) as UserPatch;
        if (Object.keys(patch).length === 0) return;
        await usersRepo(trx).update(id, patch);
        const { before, after } = beforeAfter(row, patch);
        await auditRepo(trx).insert({
          actor_user_id: actor.id,
          entity_type: "user",
          entity_id: id,
          action: "edit",
          before_state: before,
          after_state: after,
          remark: null,
        });
      });
      return { message: translate(lang, "users:done.edit") };
    },

    async act(actor: UserRow, id: number, body: UserActionBody, lang: Language) {
      await db.transaction().execute(async (trx) => {
        const row = await lockTarget(trx, id);
        const permissions = permissionsFor(actor, row);
        if (!allows(permissions, body)) {
          if (row.id === actor.id) throw new AppError(409, "conflict", "users:errors.notOnSelf");
          throw forbidden("users:errors.superAdminOnly");
        }
        const patch = userTransition(row, body);
        if (!patch) throw conflict("users:errors.notApplicable");
        await guardLastSuperAdmin(trx, row, patch);
        await usersRepo(trx).update(id, patch);
        // Deactivation, refusal and role changes take effect at once: every session ends.
        if (ENDS_SESSIONS.includes(body.action)) await sessionsRepo(trx).deleteForUser(id);
        const { before, after } = beforeAfter(row, patch);
        await auditRepo(trx).insert({
          actor_user_id: actor.id,
          entity_type: "user",
          entity_id: id,
          action: body.action,
          before_state: before,
          after_state: after,
          remark: body.remark || null,
        });
        if (body.action === "verify" || body.action === "reject") {
          await notify(trx, {
            userId: id,
            type: body.action === "verify" ? "account_verified" : "account_rejected",
            params: { remark: body.remark },
            link: null,
          });
        }
      });
      return { message: translate(lang, `users:done.${body.action}`) };
    },

    /** Every change to the user, newest first, with the name of the admin who made it. */
    async history(id: number) {
      const rows = await auditRepo(db).forEntity("user", id);
      const names = await repo.names([
        ...new Set(rows.map((r) => r.actor_user_id).filter((v): v is number => v !== null)),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          actorUserId: r.actor_user_id,
          actorName: r.actor_user_id === null ? null : (names.get(r.actor_user_id) ?? null),
          action: r.action,
          before: r.before_state ? (JSON.parse(r.before_state) as Record<string, unknown>) : null,
          after: r.after_state ? (JSON.parse(r.after_state) as Record<string, unknown>) : null,
          remark: r.remark,
          createdAt: r.created_at,
        })),
      };
    },
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
