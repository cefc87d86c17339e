import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiRequest } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import classes from "../notifications/bell.module.css";

const DEVANAGARI = "०१२३४५६७८९";
const digits = (n: number, lang: string) =>
  lang.startsWith("mr") ? String(n).replace(/\d/g, (d) => DEVANAGARI[Number(d)] ?? d) : String(n);

/**
 * The header's interests link with the count of interests waiting for our answer. Loaded lazily for
 * signed-in members only: no icon library, no zod, one small request a minute.
 */
export default function InterestsLink() {
  // Its label is in the eager namespace, so every member's page does not fetch the interests one.
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ["interests", "counts"],
    queryFn: ({ signal }) =>
      apiRequest<{ received: number; sent: number; accepted: number }>("/interests/counts", { signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
    meta: { silent: true },
  });
  const waiting = data?.received ?? 0;
  const shown = waiting > 99 ? "99+" : digits(waiting, i18n.language);
  return (
    <Link
      to="/user/interests"
      className={classes.bell}
      aria-label={waiting ? `${t("nav.interests")}: ${shown}` : t("nav.interests")}
      title={t("nav.interests")}
      data-testid="interests-link"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.7 3.1 5 6.6 5c2 0 3.3 1.1 4.1 2.3h2.6C14.1 6.1 15.4 5 17.4 5c3.5 0 5.4 3.7 4.1 6.8C19.5 16.4 12 21 12 21Z"
        />
      </svg>
      {waiting > 0 && (
        <span className={classes.count} data-testid="interests-count">
          {shown}
        </span>
      )}
    </Link>
  );
}
