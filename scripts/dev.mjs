// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";
import { quickStartEnv } from "./quick-start-env.mjs";

const children = [
  // From the repo root, so ./data is the same folder `npm start` uses.
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], {
    stdio: "inherit",
    env: quickStartEnv({ ...process.env, NODE_ENV: "development" }),
  }),
  spawn("npm", ["run", "dev", "-w", "@vv/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
