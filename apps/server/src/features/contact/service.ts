import {
  CONTACT_PAGE_SIZE,
  type ContactListQuery,
  type ContactMessageBody,
  type ContactMessageView,
  HONEYPOT_FIELD,
} from "@vv/shared/contact";
import type { Language } from "@vv/shared/i18n";
import type { DB } from "../../db/database";
import type { UserRow } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { RateLimiter } from "../../platform/rate-limit";
import { auditRepo } from "../audit/repo";
import { type ContactRepo, type ContactRow, contactRepo } from "./repo";

export interface ContactLimits {
  sendsPerWindow: number;
  windowSeconds: number;
}

export const contactKeys = { ipSends: (ip: string) => `contact:send:ip:${ip}` };

function view(row: ContactRow): ContactMessageView {
  const reader = [row.reader_first_name, row.reader_last_name].filter(Boolean).join(" ").trim();
  return {
    id: row.id,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    mobileOrEmail: row.mobile_or_email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
    readBy: row.read_at ? reader || row.reader_mobile || null : null,
  };
}

/** Contact form and the committee's inbox. */
export function contactService(db: DB, repo: ContactRepo, limiter: RateLimiter, limits: ContactLimits) {
  return {
    /**
     * A visitor's message. Per-IP limit first; a filled honeypot gets the same thanks and nothing is
     * stored; a retried request id is answered as sent without a second row.
     */
    async send(body: ContactMessageBody, ip: string, lang: Language) {
      const thanks = { message: translate(lang, "contact:form.sent") };
      if (body.requestId && (await repo.hasRequest(body.requestId))) return thanks;
      const perIp = await limiter.hit(
        contactKeys.ipSends(ip),
        limits.sendsPerWindow,
        limits.windowSeconds * 1000,
      );
      if (!perIp.allowed) {
        throw new AppError(429, "rate_limited", "contact:form.rateLimited", {
          minutes: Math.max(1, Math.ceil(perIp.retryAfterMs / 60_000)),
        });
      }
      if (body[HONEYPOT_FIELD]?.trim()) return thanks;
      await repo.insert({
        first_name: body.firstName,
        last_name: body.lastName,
        mobile_or_email: body.mobileOrEmail,
        subject: body.subject,
        message: body.message,
        request_id: body.requestId ?? null,
      });
      return thanks;
    },

    async list(query: ContactListQuery) {
      const [{ rows, total }, unread] = await Promise.all([repo.list(query), repo.countUnread()]);
      return { items: rows.map(view), total, unread, page: query.page, pageSize: CONTACT_PAGE_SIZE };
    },

    countUnread: () => repo.countUnread(),

    /** Marks a message read (or unread again); the change and its audit row in one transaction. */
    async markRead(actor: UserRow, id: number, read: boolean, lang: Language) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await contactRepo(trx).readState(id);
        if (!row) throw notFound("contact:admin.notFound");
        if (!!row.read_at === read) return; // already so: nothing changes, nothing to audit
        const patch = read ? { read_at: now, read_by: actor.id } : { read_at: null, read_by: null };
        await contactRepo(trx).setRead(id, patch);
        await auditRepo(trx).insert({
          actor_user_id: actor.id,
          entity_type: "contact",
          entity_id: id,
          action: read ? "markRead" : "markUnread",
          // Who and when are the entry's own actor and time.
          before_state: JSON.stringify({ read: !!row.read_at }),
          after_state: JSON.stringify({ read }),
          remark: null,
        });
      });
      const row = await contactRepo(db).find(id);
      if (!row) throw notFound("contact:admin.notFound");
      return {
        message: translate(lang, read ? "contact:admin.markedRead" : "contact:admin.markedUnread"),
        item: view(row),
      };
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
