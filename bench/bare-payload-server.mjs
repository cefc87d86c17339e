// The baseline for bench/list-scale.ts: a bare Fastify app answering any GET with the exact bytes
// the portal gave (PAYLOAD_FILE: a list page or a profile's details), so the ratio compares like with like.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const payload = readFileSync(process.env.PAYLOAD_FILE, "utf8");
const app = Fastify();
app.get("/*", async (_request, reply) => reply.type("application/json; charset=utf-8").send(payload));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
