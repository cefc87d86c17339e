// `npm run vapid-keys`: a new VAPID key pair for Web Push, as the lines to put in the environment.
// Make it once and keep it: devices subscribed with one pair never receive from another.
import { createECDH } from "node:crypto";

const ecdh = createECDH("prime256v1");
ecdh.generateKeys();
// The private key is a 32-byte number: written with its leading zeros, as the push services expect.
const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
console.log(`VAPID_PUBLIC_KEY=${ecdh.getPublicKey().toString("base64url")}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey.toString("base64url")}`);
console.log("# VAPID_SUBJECT: the trust's mailto: address or its https:// site, e.g.");
console.log("VAPID_SUBJECT=mailto:committee@example.org");
