import "@mantine/notifications/styles.css";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications, notifications } from "@mantine/notifications";
import { registerNotifications } from "../lib/notify";

registerNotifications(notifications);

/**
 * Snackbars: at the top on wide screens (beside the menu, above the content); on a phone at the
 * bottom, so they never sit on the page's title or the header's menu and language buttons.
 */
export default function Notifier() {
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? "bottom-center" : "top-center"} zIndex={1000} limit={3} />;
}
