import { isAdmin } from "@vv/shared/statuses";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type SessionUser, useSession } from "../auth/session";

/**
 * Member pages need a signed-in user: a visitor is sent to /login, which brings them back
 * here afterwards (?returnTo). While the session is being asked for, `user` is undefined.
 */
export function useSignedInUser(): { user: SessionUser | null | undefined; ready: boolean } {
  const { data: user, isPending, isError } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ready = !isPending && !isError;
  useEffect(() => {
    if (ready && !user) {
      const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
      navigate(`/login?returnTo=${returnTo}`, { replace: true });
    }
  }, [ready, user, navigate, location.pathname, location.search]);
  return { user: ready ? user : undefined, ready: ready && !!user };
}

/** Members register one profile of their own; associates and admins register on behalf of others. */
export function registersForOthers(user: SessionUser | null | undefined): boolean {
  return isAdmin(user) || !!user?.roles.includes("associate");
}
