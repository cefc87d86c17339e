import { isIP } from "node:net";
import { isLoopbackHost } from "../../config";
import { hostList, type PushConfig } from "./config";

/**
 * Why the server will not post to this push endpoint, or null when it will. The browser names the
 * address, so this is what keeps the portal from being used to reach addresses of its own network
 * (SSRF): only the configured push services' host names (PUSH_SERVICE_HOSTS), over https on the
 * standard port in production, never an IP address or credentials in the address. The tests'
 * local fake push service (plain http on 127.0.0.1) is allowed only with NODE_ENV=test.
 */
export function endpointProblem(endpoint: string, config: PushConfig): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not an address";
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const localTest = config.NODE_ENV === "test" && isLoopbackHost(host);
  if (url.username || url.password) return "credentials in the address";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && localTest)) return "not https";
  if (isIP(host) !== 0 && !localTest) return "an IP address";
  if (host === "localhost" || host.endsWith(".localhost") || (isLoopbackHost(host) && !localTest))
    return "a loopback address";
  if (config.NODE_ENV === "production" && url.port !== "") return "not the standard https port";
  const allowed = hostList(config.PUSH_SERVICE_HOSTS).some((pattern) =>
    pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
  return allowed ? null : "not a known push service";
}
