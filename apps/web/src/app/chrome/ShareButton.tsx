import { ActionIcon } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { appUrl } from "../../lib/base-path";
import { useTranslation } from "../../lib/i18n";
import { whatsappShareUrl } from "../../lib/whatsapp";
import classes from "./chrome.module.css";
import { SHARE_DOCK_ID } from "./share-dock";

/**
 * The button floats at the bottom right, but only once the page is scrolled to the footer's empty
 * strip, and rests on it: anywhere else it would sit on a card's wish-list heart or a form's button
 * (on a phone the content fills the width; on a desktop the lists reach the right edge too).
 */
function useShareVisible(): boolean {
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    const dock = document.getElementById(SHARE_DOCK_ID);
    if (!dock) return;
    const observer = new IntersectionObserver(([entry]) => setDocked(!!entry?.isIntersecting), {
      threshold: 0.95,
    });
    observer.observe(dock);
    return () => observer.disconnect();
  }, []);
  return docked;
}

export default function ShareButton() {
  const { t } = useTranslation("site");
  const visible = useShareVisible();
  const href = whatsappShareUrl(t("share.text", { url: appUrl("home") }));
  return (
    <ActionIcon
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={52}
      radius="xl"
      color="green.7"
      variant="filled"
      aria-label={t("share.button")}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      className={visible ? classes.share : `${classes.share} ${classes.shareAway}`}
      data-testid="share-button"
    >
      <IconShare size={26} aria-hidden />
    </ActionIcon>
  );
}
