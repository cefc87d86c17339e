/** The base path the server wrote into <base href>, e.g. "/" or "/vadhuvar/". */
export const BASE_PATH = new URL(document.baseURI).pathname.replace(/\/?$/, "/");
export const API_BASE = `${BASE_PATH}api/v1`;

/** Absolute URL of a path inside the app, for sharing and WhatsApp texts. */
export function appUrl(path = ""): string {
  return new URL(path.replace(/^\//, ""), document.baseURI).toString();
}
