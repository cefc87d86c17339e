/**
 * A local push service for the Web Push tests, doing what the real ones (FCM, Mozilla autopush)
 * and then the browser do with a message: checks the VAPID authorisation (RFC 8292: an ES256 JWT
 * for the endpoint's origin, signed with the key it names) and decrypts the aes128gcm body (RFC
 * 8188 / RFC 8291) with the device's private key — written here from the RFCs with node:crypto,
 * not with the library the server encrypts with. Answers 201, or the status a test asks for.
 *
 * fakeDevice() is a browser's side of a subscription: a P-256 key pair and an auth secret.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeDevice {
  /** PushSubscription.toJSON(), as the browser posts it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

export function fakeDevice(endpoint: string): FakeDevice {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: uaPublic.toString("base64url"), auth: authSecret.toString("base64url") },
    },
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key)
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20] ?? 0;
      const asPublic = body.subarray(21, 21 + idLength);
      const records = body.subarray(21 + idLength);
      if (records.length > recordSize) throw new Error("more than one record");
      // RFC 8291 §3.3-3.4: the input keying material from ECDH and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
      const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(records.subarray(records.length - 16));
      const padded = Buffer.concat([
        decipher.update(records.subarray(0, records.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 followed by zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The JWT's claims, after its ES256 signature was verified with the key in `k=`. */
  vapid: { aud: string; sub: string; exp: number; key: string };
  body: Buffer;
}

/** The VAPID header "vapid t=<jwt>, k=<key>": verified, or an Error saying why not. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush["vapid"] | Error {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return new Error("no vapid authorization");
  const [head, claims, signature] = match[1].split(".") as [string, string, string];
  const key = Buffer.from(match[2], "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: key.subarray(1, 33).toString("base64url"),
    y: key.subarray(33, 65).toString("base64url"),
  };
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) return new Error("bad vapid signature");
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as ReceivedPush["vapid"];
  if (header64.alg !== "ES256") return new Error("not ES256");
  if (payload.aud !== origin) return new Error(`audience ${payload.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (!(payload.exp > now && payload.exp <= now + 86_400)) return new Error("expiry not within 24 h");
  return { ...payload, key: match[2] };
}

export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  /** Status per path ("/gone/…" answers 410 when set so); others 201. */
  const statuses = new Map<string, number>();
  let origin = "";
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const vapid = checkVapid(req.headers.authorization, origin);
      const encoding = req.headers["content-encoding"];
      const problem =
        vapid instanceof Error
          ? vapid.message
          : req.method !== "POST"
            ? "not POST"
            : encoding !== "aes128gcm"
              ? `content-encoding ${encoding}`
              : !/^\d+$/.test(String(req.headers.ttl ?? ""))
                ? "no TTL"
                : null;
      if (problem || vapid instanceof Error) {
        refused.push(`${path}: ${problem}`);
        res.writeHead(problem?.includes("vapid") ? 403 : 400).end();
        return;
      }
      received.push({ path, headers: req.headers, vapid, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A new device subscribed at this service (its own path). */
    device: (name: string) => fakeDevice(`${origin}/push/${name}-${randomBytes(4).toString("hex")}`),
    answer(endpoint: string, status: number) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
