/**
 * The S3 adapter against a small local S3 look-alike that keeps objects in memory and verifies
 * every request's AWS Signature V4 (recomputed here with the shared secret), so a request signed with
 * the wrong credentials, region or headers fails exactly as it would against a real store.
 */
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config";
import { blobStorageContract } from "./contract";
import { createStorage } from "./index";
import { s3Storage } from "./s3";
import type { BlobStorage } from "./types";

const ACCESS_KEY = "AKIDVADHUVARTEST";
const SECRET = "s3cr3t/with+chars=";
const REGION = "ap-south-1";
const BUCKET = "vv-photos";

interface Seen {
  method: string;
  path: string;
  authorization: string;
  verified: boolean;
}

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Recomputes the SigV4 signature of a request from its signed headers; true when it matches. */
function verifySigV4(req: IncomingMessage, body: Buffer): boolean {
  const auth = req.headers.authorization ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return false;
  const [, keyId, date, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== ACCESS_KEY || region !== REGION) return false;
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!amzDate.startsWith(date as string)) return false;
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return false;
  const url = new URL(req.url ?? "/", "http://local");
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a as string).localeCompare(b as string))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const names = (signedHeaders as string).split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return false;
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${SECRET}`, date as string);
  for (const part of [region as string, "s3", "aws4_request"]) key = hmac(key, part);
  return createHmac("sha256", key).update(toSign).digest("hex") === signature;
}

function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://local").pathname);
      const verified = verifySigV4(req, body);
      seen.push({ method: req.method ?? "", path, authorization: req.headers.authorization ?? "", verified });
      if (!verified) {
        res.writeHead(403, { "content-type": "application/xml" });
        return res.end("<Error><Code>SignatureDoesNotMatch</Code><Message>bad</Message></Error>");
      }
      const query = new URL(req.url ?? "/", "http://local").searchParams;
      if (
        req.method === "GET" &&
        (path === `/${BUCKET}` || path === `/${BUCKET}/`) &&
        query.get("list-type") === "2"
      ) {
        const prefix = query.get("prefix") ?? "";
        const keys = [...objects.keys()]
          .map((p) => p.slice(`/${BUCKET}/`.length))
          .filter((k) => k.startsWith(prefix))
          .sort();
        res.writeHead(200, { "content-type": "application/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${BUCKET}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys
            .map(
              (k) =>
                `<Contents><Key>${k}</Key><Size>${objects.get(`/${BUCKET}/${k}`)?.body.length}</Size></Contents>`,
            )
            .join("")}</ListBucketResult>`,
        );
      }
      if (!path.startsWith(`/${BUCKET}/`)) {
        res.writeHead(404, { "content-type": "application/xml" });
        return res.end("<Error><Code>NoSuchBucket</Code><Message>no</Message></Error>");
      }
      const found = objects.get(path);
      switch (req.method) {
        case "PUT":
          objects.set(path, { body, type: String(req.headers["content-type"] ?? "") });
          res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
          return res.end();
        case "GET":
        case "HEAD":
          if (!found) {
            res.writeHead(404, { "content-type": "application/xml" });
            return res.end(
              req.method === "GET"
                ? "<Error><Code>NoSuchKey</Code><Message>none</Message></Error>"
                : undefined,
            );
          }
          res.writeHead(200, { "content-type": found.type, "content-length": found.body.length });
          return res.end(req.method === "GET" ? found.body : undefined);
        case "DELETE":
          objects.delete(path);
          res.writeHead(204);
          return res.end();
        default:
          res.writeHead(405);
          return res.end();
      }
    });
  });
  return { server, objects, seen };
}

describe("S3 storage", () => {
  const fake = fakeS3();
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((ok) => fake.server.listen(0, "127.0.0.1", ok));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => fake.server.close(() => ok())));

  const make = (prefix?: string): BlobStorage =>
    s3Storage({
      bucket: BUCKET,
      prefix,
      endpoint,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });

  blobStorageContract(() => make());

  it("signs every request with SigV4 and addresses the bucket in the path", async () => {
    fake.seen.length = 0;
    await make().put("photos/sig/full.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    await make().get("photos/sig/full.webp");
    expect(fake.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `PUT /${BUCKET}/photos/sig/full.webp`,
      `GET /${BUCKET}/photos/sig/full.webp`,
    ]);
    expect(fake.seen.every((s) => s.verified)).toBe(true);
    expect(fake.seen[0]?.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/${REGION}/s3/aws4_request, ?SignedHeaders=`,
      ),
    );
    expect(fake.objects.get(`/${BUCKET}/photos/sig/full.webp`)?.type).toBe("image/webp");
  });

  it("keeps objects under the configured prefix", async () => {
    await make("portal/prod").put("photos/p/thumb.jpg", Buffer.from("x"), "image/jpeg");
    expect(fake.objects.has(`/${BUCKET}/portal/prod/photos/p/thumb.jpg`)).toBe(true);
    expect(await make("portal/prod").exists("photos/p/thumb.jpg")).toBe(true);
    expect(await make().exists("photos/p/thumb.jpg")).toBe(false);
  });

  it("surfaces a rejected signature as an error, not as a missing object", async () => {
    const wrong = s3Storage({
      bucket: BUCKET,
      endpoint,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: "wrong",
    });
    await expect(wrong.get("photos/sig/full.webp")).rejects.toThrow();
    await expect(wrong.put("photos/sig/x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });

  it("is what createStorage picks for an s3:// URL, with the endpoint and keys from config", async () => {
    const s = createStorage(
      testConfig({
        STORAGE_URL: `s3://${BUCKET}/from-config`,
        S3_ENDPOINT: endpoint,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: SECRET,
      }),
    );
    expect(s.kind).toBe("s3");
    await s.put("a/b.txt", Buffer.from("hi"), "text/plain; charset=utf-8");
    expect(fake.objects.get(`/${BUCKET}/from-config/a/b.txt`)?.body.toString()).toBe("hi");
  });

  it("refuses half-configured credentials", () => {
    expect(() => createStorage(testConfig({ STORAGE_URL: "s3://b", S3_ACCESS_KEY_ID: "x" }))).toThrow(
      /S3_SECRET/,
    );
  });
});
