import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";

const app = await buildApp(
  testConfig({ DATABASE_URL: process.env.DATABASE_URL!, STORAGE_URL: "file:/tmp/vvup" }),
);
const u = await app.database.db
  .selectFrom("users")
  .select("id")
  .where("mobile", "=", "7000000001")
  .executeTakeFirstOrThrow();
const { token } = await app.services.sessions.create(u.id);
console.log(`vv_session=${token}`);
await app.close();
process.exit(0);
