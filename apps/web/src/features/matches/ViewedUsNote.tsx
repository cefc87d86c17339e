import { ToneNote } from "../../components/ToneNote";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useViewedUs } from "./api";

/** On the details of a profile whose family viewed one of ours in the last 30 days. */
export function ViewedUsNote({ slug }: { slug: string }) {
  // The profile namespace: the details page needs no other for its first screen.
  const { t, i18n } = useTranslation("profile");
  const viewed = useViewedUs(slug).data?.viewed;
  if (!viewed) return null;
  return (
    <ToneNote tone="blue" testId="viewed-us">
      {t("details.viewedYours", { name: viewed.profileName, date: formatDate(viewed.at, i18n.language) })}
    </ToneNote>
  );
}
