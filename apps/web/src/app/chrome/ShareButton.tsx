import { ActionIcon } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { appUrl } from "../../lib/base-path";
import { whatsappShareUrl } from "../../lib/whatsapp";
import classes from "./chrome.module.css";

export function ShareButton() {
  const { t } = useTranslation("site");
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
      className={classes.share}
      data-testid="share-button"
    >
      <IconShare size={26} aria-hidden />
    </ActionIcon>
  );
}
