import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Actor } from "./profile-helpers";

/** Every private value of a profile row (numbers and addresses) that must not reach the non-entitled. */
export async function privateValues(app: FastifyInstance, profileId: number): Promise<string[]> {
  const row = await app.database.db
    .selectFrom("profiles")
    .selectAll()
    .where("id", "=", profileId)
    .executeTakeFirstOrThrow();
  return [
    row.father_mobile,
    row.contact_person_mobile_1,
    row.contact_person_mobile_2,
    row.current_address,
    row.permanent_address,
  ].filter((v): v is string => !!v);
}

/** The values found in a response body (JSON text, or any text). */
export const found = (body: string, values: readonly string[]) => values.filter((v) => body.includes(v));

/** An accepted interest written directly (the interests API is tested on its own). */
export async function acceptedInterest(
  app: FastifyInstance,
  from: { id: number },
  to: { id: number },
  sender: Actor,
) {
  const now = new Date().toISOString();
  await app.database.db
    .insertInto("interests")
    .values({
      from_profile_id: from.id,
      to_profile_id: to.id,
      low_profile_id: Math.min(from.id, to.id),
      high_profile_id: Math.max(from.id, to.id),
      sender_user_id: sender.user.id,
      status: "accepted",
      created_at: now,
      expires_at: now,
      responded_at: now,
    })
    .execute();
}

const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

/** The PDF's text through poppler's pdftotext when installed (CI), else null. */
export function pdfText(pdf: Buffer): string | null {
  if (!hasPdftotext) return null;
  const dir = mkdtempSync(join(tmpdir(), "vv-privacy-"));
  try {
    const file = join(dir, "b.pdf");
    writeFileSync(file, pdf);
    const out = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    return out.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
