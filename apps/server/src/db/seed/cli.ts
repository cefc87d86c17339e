/** `npm run seed`: adds the demo data to the configured database (idempotent). */
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { demoAccountsSummary, seedDemo } from "./index";

const app = await buildApp({ ...loadConfig(), LOG_LEVEL: "error" });
try {
  const report = await seedDemo(app);
  console.log(`Demo users: ${report.users.created} created, ${report.users.existing} already there.`);
  console.log(demoAccountsSummary());
} finally {
  await app.close();
}
