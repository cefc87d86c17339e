import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../lib/api";

export type Role = "super_admin" | "admin" | "associate" | "member";

export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
  roles: Role[];
  isVerified: 0 | 1 | 2;
  rowStatus: 0 | 1;
  genderAccess: "groom" | "bride" | "both" | "none";
}

export const SESSION_QUERY_KEY = ["session"] as const;

/** Who is signed in, or null for a visitor. The cookie is httpOnly, so the server is asked. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        const res = await apiRequest<{ user: SessionUser | null }>("/auth/me", {
          signal,
          allowUnauthorized: true,
        });
        return res.user;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function isAdmin(user: SessionUser | null | undefined) {
  return !!user?.roles.some((r) => r === "admin" || r === "super_admin");
}

export function initials(user: SessionUser) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
