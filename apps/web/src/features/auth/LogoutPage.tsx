import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { forgetPushSubscription } from "../push/browser";
import { AuthCard } from "./AuthCard";
import { logoutRequest } from "./api";
import { Loading } from "./Loading";
import { clearSessionData } from "./session-end";

/** /logout (and the menu's Logout): ends the session on the server, forgets it here, goes to /login. */
export function LogoutPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logoutRequest()
      .then(
        (res) => res.message,
        () => t("messages.loggedOut"),
      )
      .then((message) => {
        clearSessionData({ forgetDrafts: true });
        // The next person on a shared phone gets none of this account's notifications: the server
        // dropped the subscription with the session, and the browser forgets it too.
        void forgetPushSubscription().catch(() => undefined);
        notifySuccess(message);
        navigate("/login", { replace: true });
      });
  }, [navigate, t]);

  return (
    <AuthCard title={t("common:nav.logout")}>
      <Loading text={t("logout.inProgress")} />
    </AuthCard>
  );
}
