import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-format";

const t = (key: string) => `<${key}>`;
const date = (iso: string) => `date(${iso.slice(0, 10)})`;

describe("audit lines", () => {
  it("names each changed field and translates known values", () => {
    const lines = auditChanges(
      { registration_status: "pending", photo_status: "pending", approved_at: null },
      { registration_status: "approved", photo_status: "approved", approved_at: "2025-03-04T10:00:00.000Z" },
      t,
      date,
    );
    expect(lines).toEqual([
      {
        field: "registration_status",
        label: "<audit.fields.registration_status>",
        before: "<audit.values.pending>",
        after: "<audit.values.approved>",
      },
      {
        field: "photo_status",
        label: "<audit.fields.photo_status>",
        before: "<audit.values.pending>",
        after: "<audit.values.approved>",
      },
      {
        field: "approved_at",
        label: "<audit.fields.approved_at>",
        before: "<audit.none>",
        after: "date(2025-03-04)",
      },
    ]);
  });

  it("shows row status, lock and photos in words, never photo ids", () => {
    const lines = auditChanges(
      { row_status: 1, is_locked: 0, photo_id: "abc", pending_photo_id: "def" },
      { row_status: 2, is_locked: 1, photo_id: "def", pending_photo_id: null },
      t,
      date,
    );
    expect(lines.map((l) => [l.before, l.after])).toEqual([
      ["<audit.values.active>", "<audit.values.deleted>"],
      ["<audit.values.unlocked>", "<audit.values.locked>"],
      ["<audit.values.photoSet>", "<audit.values.photoSet>"],
      ["<audit.values.photoSet>", "<audit.values.photoNone>"],
    ]);
  });

  it("keeps an unknown field readable and survives a missing side", () => {
    expect(auditChanges(null, { something_new: { a: 1 } }, t, date)).toEqual([
      { field: "something_new", label: "something_new", before: "<audit.none>", after: '{"a":1}' },
    ]);
  });
});
