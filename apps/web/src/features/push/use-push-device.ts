import { useQueryClient } from "@tanstack/react-query";
import { toLanguage } from "@vv/shared/i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import {
  type PushState,
  pushState,
  relanguagePush,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "./browser";

/** "checking" until the browser has answered; "failed" after a subscription that did not go through. */
export type DeviceState = PushState | "checking" | "failed";

/**
 * This device's push state and the member's two actions on it. `allow` must run from a tap: the
 * browser shows its permission question only then.
 */
export function usePushDevice(publicKey: string | null) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState().then((s) => {
      if (live) setState(s);
    });
    void relanguagePush(toLanguage(i18n.language)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n.language]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["notifications", "preferences"] });

  const allow = async (): Promise<DeviceState> => {
    if (!publicKey) return "unsupported";
    setBusy(true);
    const next = await subscribeThisDevice(publicKey, toLanguage(i18n.language)).catch(
      (): DeviceState => "failed",
    );
    setState(next);
    setBusy(false);
    void refresh();
    return next;
  };

  const turnOff = async () => {
    setBusy(true);
    await unsubscribeThisDevice();
    setState(await pushState());
    setBusy(false);
    void refresh();
  };

  return { state, busy, allow, turnOff };
}
