import { useQueryClient } from "@tanstack/react-query";
import type { RequestOtpResponse, VerifyOtpResponse } from "@vv/shared/auth";
import { NOTIFY_MS, REDIRECT_DELAY_MS } from "@vv/shared/constants";
import { safeReturnPath } from "@vv/shared/mobile";
import { useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { AuthCard } from "./AuthCard";
import { Loading } from "./Loading";
import { rememberUser } from "./local-data";
import { MobileStep } from "./MobileStep";
import { OtpStep } from "./OtpStep";
import { LIST_PATH, pathAfterLogin } from "./outcome";
import { SESSION_QUERY_KEY, useSession } from "./session";

interface SentState {
  mobile: string;
  expiresInSeconds: number;
  resendAt: number;
}

/** /login: mobile number, then OTP; afterwards theoutcome decides the next page. */
export function LoginPage() {
  const { t } = useTranslation("auth");
  const { data: user, isPending } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = safeReturnPath(params.get("returnTo"));
  const [sent, setSent] = useState<SentState | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [lastMobile, setLastMobile] = useState<string>(
    () => (location.state as { mobile?: string } | null)?.mobile ?? "",
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!leaving && user) return <Navigate to={returnTo ?? LIST_PATH} replace />;
  if (isPending && !leaving) return <Loading />;

  function onSent(response: RequestOtpResponse) {
    setLastMobile(response.mobile);
    setSent({
      mobile: response.mobile,
      expiresInSeconds: response.expiresInSeconds,
      resendAt: Date.now() + response.resendAfterSeconds * 1000,
    });
  }

  function onVerified(result: VerifyOtpResponse) {
    setLeaving(true);
    if (result.user) {
      rememberUser(result.user);
      // Another member signed in on this device: the previous one's offline copy goes.
      const id = result.user.id;
      void import("../pwa/PwaBanners").then((m) => m.keepOnlyMember(id)).catch(() => {});
      queryClient.setQueryData(SESSION_QUERY_KEY, result.user);
    }
    const signedIn = result.outcome === "verified" || result.outcome === "associate";
    notifySuccess(result.message, signedIn ? NOTIFY_MS.loginSuccess : NOTIFY_MS.standard);
    const next = pathAfterLogin(result.outcome, returnTo);
    timer.current = setTimeout(
      () => navigate(next, { replace: true, state: { mobile: result.mobile } }),
      REDIRECT_DELAY_MS,
    );
  }

  return (
    <AuthCard
      title={sent ? t("login.otpTitle") : t("login.title")}
      intro={sent ? undefined : t("login.intro")}
    >
      {leaving ? (
        <Loading text={t("login.redirecting")} />
      ) : sent ? (
        <OtpStep
          mobile={sent.mobile}
          expiresInSeconds={sent.expiresInSeconds}
          resendAt={sent.resendAt}
          onResent={(resendAt) => setSent({ ...sent, resendAt })}
          onChangeNumber={() => setSent(null)}
          onVerified={onVerified}
        />
      ) : (
        <MobileStep defaultMobile={lastMobile} onSent={onSent} />
      )}
    </AuthCard>
  );
}
