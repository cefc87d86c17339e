import { ActionIcon } from "@mantine/core";
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
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 75em)");
    const dock = document.getElementById(SHARE_DOCK_ID);
    let docked = false;
    const update = () => setVisible(wide.matches || docked);
    const observer = new IntersectionObserver(
      ([entry]) => {
        docked = !!entry?.isIntersecting;
        update();
      },
      { threshold: 0.95 },
    );
    if (dock) observer.observe(dock);
    wide.addEventListener("change", update);
    update();
    return () => {
      observer.disconnect();
      wide.removeEventListener("change", update);
    };
  }, []);
  return visible;
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
