/** `npm run seed`: adds the demo data to the configured database (idempotent). */
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { demoAccountsSummary, seedDemo } from "./index";

// `npm run seed -- --profiles 500` makes that many demo family profiles (default 40).
const flag = process.argv.indexOf("--profiles");
const profiles = flag > 0 ? Number(process.argv[flag + 1]) : 40;
if (!Number.isInteger(profiles) || profiles < 0 || profiles > 1_000_000) {
  console.error("--profiles takes a whole number, e.g. npm run seed -- --profiles 500");
  process.exit(2);
}

const config = loadConfig();
if (!config.DEMO) {
  console.error(
    "The demo data holds a super admin at a real-looking number: `npm run seed` runs only in demo mode " +
      "(DEMO=true, on a loopback HOST), e.g. DEMO=true HOST=127.0.0.1 npm run seed.",
  );
  process.exit(2);
}
const app = await buildApp({ ...config, LOG_LEVEL: "error" });
try {
  const report = await seedDemo(app, { profiles });
  console.log(`Demo users: ${report.users.created} created, ${report.users.existing} already there.`);
  console.log(`Demo profiles: ${report.profiles.created} created.`);
  console.log(`Demo committee members: ${report.committee.created} created.`);
  console.log(`Demo reviews: ${report.reviews.created} created.`);
  console.log(demoAccountsSummary());
} finally {
  await app.close();
}
