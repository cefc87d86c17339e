import { createRequire } from "node:module";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertValidStorageKey, isValidStorageKey } from "./keys";
import type { BlobStorage } from "./types";

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket (no leading or trailing slash), e.g. "portal" → "portal/photos/…". */
  prefix?: string;
  /** S3-compatible endpoint (MinIO, R2, Spaces, …); omit for AWS itself. */
  endpoint?: string;
  region?: string;
  /** Both or neither; when absent the SDK's default chain (AWS_* env, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name; default true with an endpoint. */
  forcePathStyle?: boolean;
  /** For tests: an already built client. */
  client?: S3Client;
}

/** Objects in one bucket of an S3-compatible store. Objects are private (no ACL is set). */
export function s3Storage(options: S3StorageOptions): BlobStorage {
  // Required here, not imported at the top: a server storing on disk never loads the AWS SDK.
  const sdk = createRequire(import.meta.url)("@aws-sdk/client-s3") as typeof import("@aws-sdk/client-s3");
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } =
    sdk;
  const isNotFound = (error: unknown) => notFound(sdk, error);
  const client =
    options.client ??
    new sdk.S3Client({
      region: options.region ?? "us-east-1",
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Many S3-compatible stores reject the newer default CRC checksums; send them only when required.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  const bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, "")}/` : "";

  function objectKey(key: string): string {
    assertValidStorageKey(key);
    return `${prefix}${key}`;
  }

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        const body = Buffer.from(await out.Body.transformToByteArray());
        return { body, contentType: out.ContentType ?? "application/octet-stream", size: body.length };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? "").slice(prefix.length);
          if (isValidStorageKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

function notFound(sdk: typeof import("@aws-sdk/client-s3"), error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}
