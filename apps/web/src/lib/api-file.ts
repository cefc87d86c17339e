import { ApiError, failure } from "./api";
import { API_BASE } from "./base-path";
import { reportReachable } from "./connection";
import { i18n } from "./i18n";

/**
 * A file from the API (the biodata PDF) as bytes, so that a refusal (the daily contact cap, a
 * profile no longer there) reaches the member as the server's message instead of a failed download.
 */
export async function apiFile(path: string): Promise<{ bytes: Blob; filename: string | null }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { "accept-language": i18n.language || "en" },
      credentials: "same-origin",
    });
  } catch {
    reportReachable(false);
    throw new ApiError(0, "network", i18n.t("errors.network"));
  }
  reportReachable(true);
  if (!response.ok) throw failure(response.status, await response.json().catch(() => undefined), {});
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return { bytes: await response.blob(), filename: named?.[1] ?? null };
}
