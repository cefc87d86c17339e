import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isAdmin, type SessionUser, useSession } from "./session";

/**
 * Admin pages: only admin and super_admin stay; everyone else, visitors included,
 * is sent to /home. `user` is set once the session is known to be an admin's.
 */
export function useAdminUser(): { user: SessionUser | undefined; ready: boolean } {
  const { data: user, isPending, isError } = useSession();
  const navigate = useNavigate();
  const known = !isPending && !isError;
  const allowed = known && isAdmin(user);
  useEffect(() => {
    if (known && !allowed) navigate("/home", { replace: true });
  }, [known, allowed, navigate]);
  return { user: allowed ? (user ?? undefined) : undefined, ready: allowed };
}

export function isSuperAdmin(user: SessionUser | null | undefined) {
  return !!user?.roles.includes("super_admin");
}
