import { useRef } from "react";
import { newRequestId } from "../features/contact/request-id";

/**
 * The Idempotency-Key of one create form: the same key for every attempt of a submit (a "Try again"
 * after a dropped connection included), a new one once it succeeded, so the server stores it once.
 */
export function useSubmitKey() {
  const key = useRef<string | null>(null);
  return {
    current(): string {
      key.current ??= newRequestId();
      return key.current;
    },
    /** After a success: the next submit is a new request. */
    renew() {
      key.current = null;
    },
  };
}
export type SubmitKey = ReturnType<typeof useSubmitKey>;
