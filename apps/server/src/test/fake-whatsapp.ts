/**
 * A small local HTTP server playing the WhatsApp Business Cloud API's messages endpoint:
 * POST /{version}/{phone-number-id}/messages with a Bearer token and a template message. Records
 * what it receives; answers 200 with a message id, or the status a test asks for with the API's
 * error body.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedMessage {
  url: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
  });
}

export async function startFakeWhatsApp() {
  const received: ReceivedMessage[] = [];
  let status = 200;
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== "POST" || !/^\/v\d+\.\d+\/[^/]+\/messages$/.test(req.url ?? "")) {
      res.writeHead(404).end();
      return;
    }
    received.push({ url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        status === 200
          ? { messaging_product: "whatsapp", messages: [{ id: `wamid.${received.length}` }] }
          : { error: { message: `(#131026) Message undeliverable to ${JSON.parse(raw).to}`, code: 131026 } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    setStatus: (s: number) => {
      status = s;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
