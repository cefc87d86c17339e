import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Checkbox, Stack, TextInput } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import {
  type RegisterBody,
  type RegisterInput,
  type RegisterResponse,
  registerBodySchema,
} from "@vv/shared/auth";
import { ASSOCIATE_ID_STORAGE_KEY, NOTIFY_MS } from "@vv/shared/constants";
import type { MasterData } from "@vv/shared/master-data";
import { DEFAULT_STATE_ID } from "@vv/shared/reference";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { StateDistrictPicker } from "../../components/StateDistrictPicker";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { Trans, useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useRegister } from "./api";
import { displayMobile } from "./display";
import { reportApiError, reportInvalid } from "./form-feedback";
import { rememberUser } from "./local-data";
import { SESSION_QUERY_KEY } from "./session";

const FIELDS = [
  "mobile",
  "firstName",
  "lastName",
  "stateId",
  "districtId",
  "cityVillage",
  "acceptTerms",
  "acceptPrivacy",
  "acceptDeclaration",
] as const;

function storedAssociateId(): string | undefined {
  try {
    return localStorage.getItem(ASSOCIATE_ID_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

interface RegisterFormProps {
  mobile: string;
  states: MasterData["states"];
  onDone: (result: RegisterResponse) => void;
  onMustSignIn: () => void;
}

/** The sign-up form: mobile locked; state defaults to Maharashtra. */
export function RegisterForm({ mobile, states, onDone, onMustSignIn }: RegisterFormProps) {
  const { t, i18n } = useTranslation(["auth", "compliance"]);
  const queryClient = useQueryClient();
  const register = useRegister();
  const form = useForm<RegisterBody, unknown, RegisterInput>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      mobile,
      firstName: "",
      lastName: "",
      stateId: DEFAULT_STATE_ID,
      districtId: null as unknown as number,
      cityVillage: "",
      // Unticked: consent is a clear action of the member's own.
      acceptTerms: false as unknown as true,
      acceptPrivacy: false as unknown as true,
      acceptDeclaration: false as unknown as true,
    },
  });
  const errors = form.formState.errors;
  const message = (m?: string) => translateFieldMessage(t, m);
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await register.mutateAsync({ ...values, associateId: storedAssociateId() });
      rememberUser(result.user);
      // Another member signed in on this device: the previous one's offline copy goes.
      const id = result.user.id;
      void import("../pwa/PwaBanners").then((m) => m.keepOnlyMember(id)).catch(() => {});
      queryClient.setQueryData(SESSION_QUERY_KEY, result.user);
      notifySuccess(
        result.message,
        result.outcome === "pending" ? NOTIFY_MS.standard : NOTIFY_MS.loginSuccess,
      );
      onDone(result);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 401 || error.status === 409 || error.status === 403)
      ) {
        notifyError(error.message);
        onMustSignIn();
        return;
      }
      reportApiError(error, form.setError, FIELDS);
    }
  }, reportInvalid);

  const selectProps = {
    searchable: true,
    allowDeselect: false,
    size: "md",
    withAsterisk: true,
    nothingFoundMessage: t("register.nothingFound"),
    maxDropdownHeight: 280,
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <Stack gap="md">
        <TextInput
          label={t("register.mobileLabel")}
          description={t("register.mobileVerified")}
          value={displayMobile(mobile)}
          readOnly
          variant="filled"
          rightSection={<IconLock size={18} aria-hidden />}
          size="md"
          withAsterisk
          error={message(errors.mobile?.message)}
          data-testid="register-mobile"
        />
        <TextInput
          {...form.register("firstName")}
          label={t("register.firstName")}
          autoComplete="given-name"
          size="md"
          maxLength={30}
          withAsterisk
          error={message(errors.firstName?.message)}
          data-testid="register-first-name"
        />
        <TextInput
          {...form.register("lastName")}
          label={t("register.lastName")}
          autoComplete="family-name"
          size="md"
          maxLength={30}
          withAsterisk
          error={message(errors.lastName?.message)}
          data-testid="register-last-name"
        />
        <StateDistrictPicker
          control={form.control}
          states={states}
          lang={i18n.language}
          numeric
          labels={{
            state: t("register.state"),
            district: t("register.district"),
            statePlaceholder: t("register.statePlaceholder"),
            districtPlaceholder: t("register.districtPlaceholder"),
          }}
          errorText={message}
          selectProps={selectProps}
          testIds={{ state: "register-state", district: "register-district" }}
        />
        <TextInput
          {...form.register("cityVillage")}
          label={t("register.cityVillage")}
          autoComplete="address-level2"
          size="md"
          maxLength={50}
          error={message(errors.cityVillage?.message)}
          data-testid="register-city"
        />
        {(["acceptTerms", "acceptPrivacy"] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Checkbox
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                label={
                  <Trans
                    t={t}
                    i18nKey={
                      name === "acceptTerms"
                        ? "compliance:consent.termsLabel"
                        : "compliance:consent.privacyLabel"
                    }
                    components={{
                      terms: <Anchor component={Link} to="/term-and-condition" target="_blank" inherit />,
                      privacy: <Anchor component={Link} to="/privacy-policy" target="_blank" inherit />,
                    }}
                  />
                }
                error={message(errors[name]?.message)}
                data-testid={name === "acceptTerms" ? "register-accept-terms" : "register-accept-privacy"}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="acceptDeclaration"
          render={({ field }) => (
            <Checkbox
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              label={t("compliance:consent.declarationLabel")}
              error={message(errors.acceptDeclaration?.message)}
              data-testid="register-declaration"
            />
          )}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending} data-testid="register-submit">
          {t("register.submit")}
        </Button>
      </Stack>
    </form>
  );
}
