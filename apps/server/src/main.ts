import { buildApp } from "./app";
import { loadConfig } from "./config";
import { startServer } from "./start";

const app = await startServer(await buildApp(loadConfig()));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    void app.close().then(() => process.exit(0));
  });
}
