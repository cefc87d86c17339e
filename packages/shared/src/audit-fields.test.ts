import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { AUDIT_FIELDS, auditLabelNamespace, unlistedAuditFields } from "./audit-fields";
import { flattenLocale, type LocaleTree } from "./i18n";

function keys(lang: string, ns: string): Set<string> {
  const file = join(import.meta.dirname, `../locales/${lang}/${ns}.json`);
  return new Set(Object.keys(flattenLocale(JSON.parse(readFileSync(file, "utf8")) as LocaleTree)));
}

it("names every field the server writes into the audit log, in English and in Marathi", () => {
  const missing: string[] = [];
  for (const lang of ["en", "mr"]) {
    const dashboard = keys(lang, "dashboard");
    for (const [entity, fields] of Object.entries(AUDIT_FIELDS)) {
      const own = keys(lang, auditLabelNamespace(entity));
      for (const field of fields) {
        const key = `audit.fields.${field}`;
        if (!own.has(key) && !dashboard.has(key)) missing.push(`${lang} ${entity}.${field}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

it("tells which written fields are not listed", () => {
  expect(unlistedAuditFields("review", '{"reply":"x"}', '{"reply":"y","secret":1}')).toEqual(["secret"]);
  expect(unlistedAuditFields("review", null, "not json")).toEqual([]);
  expect(unlistedAuditFields("some-new-kind", '{"x":1}')).toEqual([]);
});
