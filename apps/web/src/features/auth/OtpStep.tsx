import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { VerifyOtpResponse } from "@vv/shared/auth";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useSmallForm } from "../../lib/small-form";
import { useRequestOtp, useVerifyOtp } from "./api";
import classes from "./auth.module.css";
import { displayMobile, localNumber } from "./display";
import { reportApiError, reportInvalid } from "./form-feedback";
import { clearSessionData } from "./session-end";

// The shared schema's OTP rule, loaded with zod on the first check (see MobileStep).
const loadSchema = () => import("@vv/shared/auth").then((m) => m.verifyOtpBodySchema.pick({ otp: true }));

interface OtpStepProps {
  mobile: string;
  expiresInSeconds: number;
  resendAt: number;
  onResent: (resendAt: number) => void;
  onChangeNumber: () => void;
  onVerified: (result: VerifyOtpResponse) => void;
}

/** Seconds left until `at`, ticking once a second. */
function useSecondsUntil(at: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Step 2 of /login: the OTP, a link to change the number and a resend button with its countdown. */
export function OtpStep({
  mobile,
  expiresInSeconds,
  resendAt,
  onResent,
  onChangeNumber,
  onVerified,
}: OtpStepProps) {
  const { t, i18n } = useTranslation("auth");
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const waitSeconds = useSecondsUntil(resendAt);
  const form = useSmallForm({ otp: "" }, loadSchema);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      onVerified(await verify.mutateAsync({ mobile, otp }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // Deactivated or failed verification: the agreed message, and signed out.
        notifyError(error.message);
        clearSessionData({ forgetDrafts: true });
        onChangeNumber();
        return;
      }
      if (error instanceof ApiError && error.status === 429) form.setValue("otp", "");
      reportApiError(error, form.setError, ["otp"]);
    }
  }, reportInvalid);

  async function resendOtp() {
    try {
      const sent = await resend.mutateAsync({ mobile });
      notifySuccess(sent.message);
      form.reset({ otp: "" });
      onResent(Date.now() + sent.resendAfterSeconds * 1000);
    } catch (error) {
      reportApiError(error);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-otp-form">
      <Stack gap="md">
        <Text>
          {t("login.otpSentTo", {
            mobile: displayMobile(mobile),
            minutes: localNumber(Math.round(expiresInSeconds / 60), i18n.language),
          })}
        </Text>
        <TextInput
          {...form.field("otp")}
          label={t("login.otpLabel")}
          placeholder={t("login.otpPlaceholder")}
          inputMode="numeric"
          autoComplete="one-time-code"
          size="md"
          maxLength={12}
          withAsterisk
          classNames={{ input: classes.otpInput }}
          error={translateFieldMessage(t, form.errors.otp)}
          autoFocus
          data-testid="login-otp"
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending} data-testid="login-verify">
          {t("login.verify")}
        </Button>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button variant="subtle" px={4} onClick={onChangeNumber} data-testid="login-change-number">
            {t("login.changeNumber")}
          </Button>
          <Button
            variant="subtle"
            px={4}
            onClick={resendOtp}
            disabled={waitSeconds > 0}
            loading={resend.isPending}
            data-testid="login-resend"
          >
            {waitSeconds > 0
              ? t("login.resendIn", { seconds: localNumber(waitSeconds, i18n.language) })
              : t("login.resend")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
