import type { ApiErrorBody } from "@vv/shared/errors";
import { ApiError } from "./api";
import { API_BASE } from "./base-path";
import { i18n } from "./i18n";

/**
 * Multipart upload with progress: fetch cannot report upload progress, XMLHttpRequest can.
 * The session cookie goes along (same origin); failures arrive as ApiError like every other call.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  options: {
    fileName?: string;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    xhr.withCredentials = false; // same origin: the cookie is sent anyway
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("accept-language", i18n.language || "en");
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const payload = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(payload as T);
        return;
      }
      const error = (payload as ApiErrorBody | null)?.error;
      reject(
        error && typeof error.message === "string"
          ? new ApiError(xhr.status, error.code, error.message, error.fields)
          : new ApiError(xhr.status, "internal", i18n.t("errors.internal")),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "network", i18n.t("errors.network")));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, options.fileName ?? "photo.jpg");
    xhr.send(form);
  });
}
