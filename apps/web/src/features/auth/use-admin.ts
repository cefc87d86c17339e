import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isAdmin, type SessionUser, useSession } from "./session";

/**
 * Admin pages: only admin and super_admin stay; everyone else is sent to /home — visitors too,
 * unless the page sends them to sign in first (`visitorTo: "/login"`, the contact inbox).
 * `user` is set once the session is known to be an admin's.
 */
export function useAdminUser(options: { visitorTo?: string } = {}): {
  user: SessionUser | undefined;
  ready: boolean;
} {
  const { data: user, isPending, isError } = useSession();
  const navigate = useNavigate();
  const known = !isPending && !isError;
  const allowed = known && isAdmin(user);
  const target = user ? "/home" : (options.visitorTo ?? "/home");
  useEffect(() => {
    if (known && !allowed) navigate(target, { replace: true });
  }, [known, allowed, navigate, target]);
  return { user: allowed ? (user ?? undefined) : undefined, ready: allowed };
}

export function isSuperAdmin(user: SessionUser | null | undefined) {
  return !!user?.roles.includes("super_admin");
}
