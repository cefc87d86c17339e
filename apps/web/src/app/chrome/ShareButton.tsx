import { ActionIcon } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconShare } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { appUrl } from "../../lib/base-path";
import { whatsappShareUrl } from "../../lib/whatsapp";
import classes from "./chrome.module.css";

/** The footer's empty strip at the very end of every page. */
export const SHARE_DOCK_ID = "vv-share-dock";

/**
 * Wide screens keep the button floating in the margin beside the page's content. On a phone the
 * content fills the width, so a floating button would sit on a card's wish-list heart or a form's
 * button: there it shows only once the footer's empty strip is in view, and rests on that strip.
 */
function useShareVisible(): boolean {
  const wide = useMediaQuery("(min-width: 75em)", true, { getInitialValueInEffect: false });
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    if (wide) return;
    const dock = document.getElementById(SHARE_DOCK_ID);
    if (!dock || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setDocked(!!entry?.isIntersecting), {
      threshold: 0.95,
    });
    observer.observe(dock);
    return () => observer.disconnect();
  }, [wide]);
  return wide || docked;
}

export function ShareButton() {
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
