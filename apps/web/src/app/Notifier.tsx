import "@mantine/notifications/styles.css";
import { Notifications, notifications } from "@mantine/notifications";
import { registerNotifications } from "../lib/notify";

registerNotifications(notifications);

export default function Notifier() {
  return <Notifications position="top-center" zIndex={1000} limit={3} />;
}
