// The baseline for bench/list-scale.ts: a bare Fastify app answering GET /api/v1/profiles with the
// exact bytes the portal's list gave (PAYLOAD_FILE), so the ratio compares like with like.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const payload = readFileSync(process.env.PAYLOAD_FILE, "utf8");
const app = Fastify();
app.get("/api/v1/profiles", async (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(payload),
);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
