import { parseArgs } from "node:util";
import { formatMobile } from "@vv/shared";
import type { FastifyInstance } from "fastify";

export const CREATE_ADMIN_USAGE =
  "Usage: npm run create-admin -- --mobile 98XXXXXXXX [--first-name NAME --last-name NAME]";

/**
 * `npm run create-admin -- --mobile …`: makes the number a super admin (creating the account if
 * needed). Returns the line to print; throws with the usage text on bad arguments.
 */
export async function createAdminFromArgs(app: FastifyInstance, argv: string[]): Promise<string> {
  let values: { mobile?: string; "first-name"?: string; "last-name"?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        mobile: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  if (!values.mobile) throw new Error(`--mobile is required.\n${CREATE_ADMIN_USAGE}`);
  let result: Awaited<ReturnType<typeof app.services.users.ensureSuperAdmin>>;
  try {
    result = await app.services.users.ensureSuperAdmin(values.mobile, {
      firstName: values["first-name"]?.trim().slice(0, 30) || undefined,
      lastName: values["last-name"]?.trim().slice(0, 30) || undefined,
    });
  } catch {
    throw new Error(`"${values.mobile}" is not a 10-digit Indian mobile number.\n${CREATE_ADMIN_USAGE}`);
  }
  const verb = result.created ? "Created" : "Updated";
  return `${verb} super admin ${formatMobile(result.user.mobile)}: sign in at /login with an OTP sent to this number.`;
}
