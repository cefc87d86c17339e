/**
 * A small reverse proxy for the scale-out test, behaving like the Caddy example (deploy/): requests
 * go round-robin to the app servers; a request whose connection to an app server cannot even be
 * opened is retried on the next one (nothing reached the app, so retrying is safe), and that server
 * is left out for a few seconds. A GET or HEAD that fails before any answer is retried on the next
 * one too, as Caddy's lb_retries does (lb_retry_match defaults to GET). Any other request already in
 * flight when its server dies fails (502).
 */
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export async function startRoundRobinProxy(upstreams: number[]) {
  let next = 0;
  const downUntil = new Map<number, number>();
  const pick = (tried: Set<number>) => {
    for (let i = 0; i < upstreams.length; i++) {
      const port = upstreams[(next + i) % upstreams.length] as number;
      if (!tried.has(port) && (downUntil.get(port) ?? 0) <= Date.now()) {
        next = (next + i + 1) % upstreams.length;
        return port;
      }
    }
    return upstreams.find((p) => !tried.has(p));
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const readOnly = req.method === "GET" || req.method === "HEAD";
      const tried = new Set<number>();
      const attempt = () => {
        const port = pick(tried);
        if (port === undefined) {
          res.writeHead(502).end("no upstream");
          return;
        }
        tried.add(port);
        let connected = false;
        const upstream = forward(
          {
            host: "127.0.0.1",
            port,
            agent: false,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on("error", () => res.destroy());
          },
        );
        upstream.on("socket", (socket) => socket.on("connect", () => (connected = true)));
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          const refused = !connected && error.code === "ECONNREFUSED";
          if (refused) downUntil.set(port, Date.now() + 5000);
          if (refused || (readOnly && !res.headersSent)) return attempt();
          if (!res.headersSent) res.writeHead(502).end("upstream failed");
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
