/** `npm run create-admin -- --mobile 98XXXXXXXX`: the first super admin of a new installation. */
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createAdminFromArgs } from "./create-admin";

const app = await buildApp({ ...loadConfig(), LOG_LEVEL: "error" });
try {
  console.log(await createAdminFromArgs(app, process.argv.slice(2)));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await app.close();
}
