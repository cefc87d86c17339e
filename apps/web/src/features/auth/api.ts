import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  RegisterBody,
  RegisterResponse,
  RequestOtpBody,
  RequestOtpResponse,
  SignupStatusResponse,
  VerifyOtpBody,
  VerifyOtpResponse,
} from "@vv/shared/auth";
import { api } from "../../lib/api";

/** Errors of these calls are shown by the pages themselves (next to the field or as a snackbar). */
const silent = { silent: true };

export function useRequestOtp() {
  return useMutation({
    mutationFn: (body: RequestOtpBody) => api.post<RequestOtpResponse>("/auth/otp", body),
    meta: silent,
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: VerifyOtpBody) => api.post<VerifyOtpResponse>("/auth/otp/verify", body),
    meta: silent,
  });
}

/** The OTP-verified number the sign-up form is for (null: start at /login). */
export function useSignupStatus() {
  return useQuery({
    queryKey: ["auth", "signup"],
    queryFn: ({ signal }) => api.get<SignupStatusResponse>("/auth/signup", signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<RegisterResponse>("/auth/register", body),
    meta: silent,
  });
}

export function logoutRequest() {
  return api.post<{ message: string }>("/auth/logout");
}
