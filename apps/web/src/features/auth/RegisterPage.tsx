import type { RegisterResponse } from "@vv/shared/auth";
import { REDIRECT_DELAY_MS } from "@vv/shared/constants";
import { safeReturnPath } from "@vv/shared/mobile";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useMasterData } from "../reference/api";
import { AuthCard } from "./AuthCard";
import { useSignupStatus } from "./api";
import { Loading } from "./Loading";
import { LIST_PATH, pathAfterRegister, withReturn } from "./outcome";
import { RegisterForm } from "./RegisterForm";
import { useSession } from "./session";

/** /register: only for a number that has just passed the OTP (or an account missing these details). */
export function RegisterPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(params.get("returnTo"));
  const status = useSignupStatus();
  const session = useSession();
  const masterData = useMasterData();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (to: string) => {
    setLeaving(true);
    timer.current = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
  };

  if (leaving) {
    return (
      <AuthCard title={t("register.title")}>
        <Loading text={t("login.redirecting")} />
      </AuthCard>
    );
  }
  if (status.isPending || session.isPending) return <Loading />;
  const mobile = status.data?.mobile;
  if (!mobile) {
    const signedIn = session.data?.registrationComplete;
    return <Navigate to={signedIn ? (returnTo ?? LIST_PATH) : withReturn("/login", returnTo)} replace />;
  }

  return (
    <AuthCard title={t("register.title")} intro={t("register.intro")}>
      {masterData.data ? (
        <RegisterForm
          mobile={mobile}
          states={masterData.data.states}
          onDone={(result: RegisterResponse) => later(pathAfterRegister(result.outcome, returnTo))}
          onMustSignIn={() => later(withReturn("/login", returnTo))}
        />
      ) : (
        <Loading text={t("register.loadingPlaces")} />
      )}
    </AuthCard>
  );
}
