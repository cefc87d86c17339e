import type { ApiErrorBody } from "@vv/shared/errors";
import { IDEMPOTENCY_HEADER } from "@vv/shared/pwa";
import { API_BASE } from "./base-path";
import { reportReachable } from "./connection";
import { takeEarlyResponse } from "./early";
import { i18n } from "./i18n";

/** An API failure with the server's translated message; `network` when the request never arrived. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
  get isNetwork() {
    return this.code === "network";
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;
/** The auth layer registers how to log out when any call answers 401. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

let onConsentRequired: UnauthorizedListener | null = null;
/** Called when a call answers 428 consent_required: a newly published Terms / Privacy Notice to accept. */
export function setConsentRequiredListener(listener: UnauthorizedListener | null) {
  onConsentRequired = listener;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 here is an answer, not an expired session (e.g. asking who is signed in). */
  allowUnauthorized?: boolean;
  /**
   * Names one create action (see newRequestId): sent as the Idempotency-Key header, so a submit
   * retried after a dropped connection is answered with what the first one created.
   */
  idempotencyKey?: string;
  /** Started ahead of the page (prefetchGet): its 401/428 are left to the page's own request. */
  early?: boolean;
}

// A hand-written guard keeps zod out of the first-load bundle.
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | undefined)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const language = i18n.language || "en";
  const headers: Record<string, string> = { accept: "application/json", "accept-language": language };
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  const method = options.method ?? (body ? "POST" : "GET");
  const started = method === "GET" ? takeEarlyResponse(path, language) : undefined;
  try {
    response = await (started ??
      fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body,
        credentials: "same-origin",
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    reportReachable(false);
    throw new ApiError(0, "network", i18n.t("errors.network"));
  }
  reportReachable(true);
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failure(response.status, payload, options);
  // The profile list and details, kept for this member to read offline (features/pwa/offline-copy.ts, in the banners' chunk).
  if (method === "GET" && path.startsWith("/profiles"))
    void import("../features/pwa/PwaBanners")
      .then((m) => m.keepResponse(path, language, response, payload))
      .catch(() => {});
  return payload as T;
}

/** The ApiError for a refused answer (401 and 428 also start their app-wide handling). */
export function failure(status: number, payload: unknown, options: RequestOptions): ApiError {
  if (status === 401 && !options.allowUnauthorized && !options.early) onUnauthorized?.();
  if (status === 428 && !options.early) onConsentRequired?.();
  if (isApiErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, "internal", i18n.t("errors.internal"));
}

/** GETs started early (with the page's chunk), handed to the page's first query of the same path. */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const EARLY_TTL_MS = 10_000;

/**
 * Starts a page's first API request while its chunk downloads (see app/router.tsx). The page's
 * query for the same path takes the answer; a failed early request is simply asked again, so
 * 401/428 handling stays with the page's own request.
 */
export function prefetchGet(path: string, onAnswer?: (answer: unknown) => void) {
  if (early.has(path)) return;
  const answer = apiRequest(path, { early: true });
  answer.then(onAnswer, () => {});
  early.set(path, { at: Date.now(), answer });
}

function get<T>(path: string, signal?: AbortSignal): Promise<T> {
  const started = early.get(path);
  if (started) {
    early.delete(path);
    if (Date.now() - started.at < EARLY_TTL_MS)
      return (started.answer as Promise<T>).catch(() => apiRequest<T>(path, { signal }));
  }
  return apiRequest<T>(path, { signal });
}

export const api = {
  get,
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PATCH", body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};
