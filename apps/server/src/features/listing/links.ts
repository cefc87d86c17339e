import { createHmac, randomBytes } from "node:crypto";

/**
 * The "still looking?" links: 32 random bytes, stored only as an HMAC under the server secret, so
 * neither a database copy nor a guess yields a working link; the path names no profile.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function linkHash(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`freshness:${token}`).digest("hex");
}

/** The page a link opens: PUBLIC_URL (when set) + BASE_PATH + still-looking/{token}. */
export function linkUrl(publicUrl: string | undefined, basePath: string, token: string): string {
  return `${(publicUrl ?? "").replace(/\/+$/, "")}${basePath}still-looking/${token}`;
}
