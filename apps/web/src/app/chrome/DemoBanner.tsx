import { useTranslation } from "../../lib/i18n";
import classes from "./chrome.module.css";

/** On every page while the server runs in demo mode (DEMO=true, loopback only): nothing here is real. */
export default function DemoBanner() {
  const { t } = useTranslation();
  return (
    <p className={classes.demoBanner} role="note" data-testid="demo-banner">
      {t("demo.banner")}
    </p>
  );
}
