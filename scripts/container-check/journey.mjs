#!/usr/bin/env node
/**
 * The member's side of scripts/container-check.sh, run on the host against the containers:
 *   gateway PORT OUTBOX          an SMS HTTP gateway on loopback (SMS_PROVIDER=http), one JSON line per text
 *   signin BASE MOBILE OUTBOX    asks for an OTP, reads it from the gateway's outbox, accepts the Terms and
 *                                Privacy Notice in force, prints the session cookie
 *   upload BASE COOKIE           uploads a photo, prints its id
 *   photo BASE COOKIE ID         fetches the full-size JPEG, prints its sha256 (fails unless 200 and a JPEG)
 * Fetches to https:// trust the CA in NODE_EXTRA_CA_CERTS (Caddy's local root, copied out by the script).
 */
import { createHash } from "node:crypto";
import { appendFileSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import sharp from "sharp";

const [command, ...args] = process.argv.slice(2);

function fail(message) {
  console.error(`journey ${command}: ${message}`);
  process.exit(1);
}

async function call(url, init = {}) {
  const response = await fetch(url, init);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

const json = (body, cookie) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

if (command === "gateway") {
  const [port, outbox] = args;
  createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      appendFileSync(outbox, `${raw.replace(/\n/g, " ")}\n`);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  }).listen(Number(port), "127.0.0.1");
} else if (command === "signin") {
  const [base, mobile, outbox] = args;
  const before = readFileSync(outbox, "utf8").split("\n").filter(Boolean).length;
  const sent = await call(`${base}/api/v1/auth/otp`, json({ mobile }));
  if (sent.response.status !== 200) fail(`OTP request answered ${sent.response.status}: ${sent.body}`);
  const lines = readFileSync(outbox, "utf8").split("\n").filter(Boolean);
  if (lines.length <= before) fail("the SMS gateway received no text");
  const text = JSON.parse(lines.at(-1));
  if (text.to !== `91${mobile}`) fail(`the text went to ${text.to}`);
  const code = /\b\d{6}\b/.exec(text.message)?.[0];
  if (!code) fail("no six-digit code in the text");
  const verified = await call(`${base}/api/v1/auth/otp/verify`, json({ mobile, otp: code }));
  if (verified.response.status !== 200) fail(`verify answered ${verified.response.status}: ${verified.body}`);
  const cookie = (verified.response.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("vv_session=")) fail("no session cookie");
  const me = await call(`${base}/api/v1/auth/me`, { headers: { cookie } });
  if (me.response.status !== 200) fail(`/auth/me answered ${me.response.status}`);
  // A new account must accept the Terms and Privacy Notice in force before any member route answers.
  const legal = await call(`${base}/api/v1/legal`, { headers: { cookie } });
  if (legal.response.status !== 200) fail(`/legal answered ${legal.response.status}`);
  const status = JSON.parse(legal.body.toString());
  if (status.mustAccept.length > 0) {
    const versions = { terms: status.terms.version, privacy: status.privacy.version };
    const accepted = await call(`${base}/api/v1/legal/accept`, json(versions, cookie));
    if (accepted.response.status !== 200)
      fail(`accept answered ${accepted.response.status}: ${accepted.body}`);
  }
  console.log(cookie);
} else if (command === "upload") {
  const [base, cookie] = args;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#7a1f2b"/><stop offset="1" stop-color="#f2a007"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="450" cy="250" r="120" fill="#f6d3b3"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const form = new FormData();
  form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "photo.jpg");
  const uploaded = await call(`${base}/api/v1/media/photos`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  if (uploaded.response.status !== 201) fail(`upload answered ${uploaded.response.status}: ${uploaded.body}`);
  console.log(JSON.parse(uploaded.body.toString()).photoId);
} else if (command === "photo") {
  const [base, cookie, id] = args;
  const photo = await call(`${base}/api/v1/media/photos/${id}/full.jpg`, { headers: { cookie } });
  if (photo.response.status !== 200) fail(`photo answered ${photo.response.status}`);
  if (!photo.body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) fail("not a JPEG");
  console.log(createHash("sha256").update(photo.body).digest("hex"));
} else {
  fail("usage: journey.mjs gateway|signin|upload|photo …");
}
