// The baseline for bench/startup.mjs: a bare Fastify app with one /health route, nothing else.
import Fastify from "fastify";

const app = Fastify();
app.get("/api/v1/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
