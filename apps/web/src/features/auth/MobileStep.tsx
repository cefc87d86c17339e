import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import type { RequestOtpBody, RequestOtpResponse } from "@vv/shared/auth";
import { Link } from "react-router";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { useSmallForm } from "../../lib/small-form";
import { useRequestOtp } from "./api";
import { reportApiError, reportInvalid } from "./form-feedback";

// zod and the shared schema load on the first "Send OTP" (the login page's first load stays small).
const loadSchema = () => import("@vv/shared/auth").then((m) => m.requestOtpBodySchema);

interface MobileStepProps {
  defaultMobile: string;
  onSent: (sent: RequestOtpResponse) => void;
}

/** Step 1 of /login: the mobile number, then "Send OTP". */
export function MobileStep({ defaultMobile, onSent }: MobileStepProps) {
  const { t } = useTranslation("auth");
  const send = useRequestOtp();
  const form = useSmallForm<RequestOtpBody>({ mobile: defaultMobile }, loadSchema);
  const submit = form.handleSubmit(async ({ mobile }) => {
    try {
      // Step 2 says where the OTP went and for how long; no snackbar over the header as well.
      onSent(await send.mutateAsync({ mobile }));
    } catch (error) {
      reportApiError(error, form.setError, ["mobile"]);
    }
  }, reportInvalid);

  return (
    <form onSubmit={submit} noValidate data-testid="login-mobile-form">
      <Stack gap="md">
        <TextInput
          {...form.field("mobile")}
          label={t("login.mobileLabel")}
          placeholder={t("login.mobilePlaceholder")}
          leftSection={<Text size="sm">+91</Text>}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          size="md"
          maxLength={32}
          withAsterisk
          error={translateFieldMessage(t, form.errors.mobile)}
          data-autofocus
          autoFocus
          data-testid="login-mobile"
        />
        <Button type="submit" size="md" fullWidth loading={send.isPending} data-testid="login-send-otp">
          {t("login.sendOtp")}
        </Button>
        <Text size="sm" c="dimmed">
          {t("login.newMembers")}
        </Text>
        <Anchor component={Link} to="/forgot" size="sm">
          {t("login.forgot")}
        </Anchor>
      </Stack>
    </form>
  );
}
