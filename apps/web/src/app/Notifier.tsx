import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

export default function Notifier() {
  return <Notifications position="top-center" zIndex={1000} limit={3} />;
}
