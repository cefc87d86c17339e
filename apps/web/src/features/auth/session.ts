import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role, SessionUser } from "@vv/shared/users";
import { ApiError, apiRequest } from "../../lib/api";
import { hadLocalUser, rememberUser } from "./local-data";
import { sessionEnded } from "./session-end";
import { SESSION_QUERY_KEY } from "./session-key";

export type { Role, SessionUser };
export { SESSION_QUERY_KEY };

async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    // A visitor's 401 is just "nobody"; for a device that remembers a user it means the session
    // ended, and the API client's 401 handler signs the device out.
    const res = await apiRequest<{ user: SessionUser | null }>("/auth/me", {
      signal,
      allowUnauthorized: !hadLocalUser(),
    });
    return res.user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** Who is signed in, or null for a visitor. The cookie is httpOnly, so the server is asked. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }) => {
    const user = await fetchSessionUser(signal);
    if (user) rememberUser(user);
    // This device remembers a user the server no longer knows: the session ended elsewhere.
    else if (hadLocalUser()) setTimeout(sessionEnded, 0);
    return user;
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  meta: { silent: true },
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The shared "is admin" test (admin or super admin), as the server applies it. */
export { isAdmin } from "@vv/shared/statuses";

export function initials(user: SessionUser) {
  const text = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return text || user.mobile.slice(-2);
}
