// s3rver with the access key from the environment instead of its built-in S3RVER/S3RVER pair, and the
// bucket made at start. S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_BUCKET; S3_PORT (9000), S3_ADDRESS,
// S3_DATA (/data).
const S3rver = require("s3rver");
const { DUMMY_ACCOUNT } = require("s3rver/lib/models/account");

const { S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: secret, S3_BUCKET: bucket } = process.env;
if (!id || !secret || secret.length < 8 || !bucket) {
  console.error("s3rver: set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (8+ characters) and S3_BUCKET");
  process.exit(1);
}
DUMMY_ACCOUNT.revokeAccessKey("S3RVER");
DUMMY_ACCOUNT.createKeyPair(id, secret);

const server = new S3rver({
  address: process.env.S3_ADDRESS || "0.0.0.0",
  port: Number(process.env.S3_PORT || 9000),
  directory: process.env.S3_DATA || "/data",
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
server.run().then(
  ({ address, port }) => console.log(`s3rver: bucket ${bucket} on ${address}:${port}`),
  (error) => {
    console.error(`s3rver: ${error.message}`);
    process.exit(1);
  },
);
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => server.close().then(() => process.exit(0)));
