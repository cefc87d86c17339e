import type { ProfileDetails, ProfileListResponse } from "@vv/shared/profile-views";
import { type ReactNode, useMemo } from "react";
import { Loading } from "../../components/Loading";
import { Notice } from "../../components/Notice";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { type Saved, savedList, savedProfile } from "./offline-read";
import { rememberedMemberId } from "./PwaBanners";

/**
 * A member page opened without a network: the copy this member last saw, read-only, under
 * "saved on …, offline"; with no copy, the plain "this page needs the internet". Loaded only then.
 */
function OfflineCopy<T>({ saved, children }: { saved: Saved<T> | null; children: (data: T) => ReactNode }) {
  const { t, i18n } = useTranslation("offline");
  if (!saved) return <Loading />;
  const time = formatDateTime(new Date(saved.savedAt).toISOString(), i18n.language);
  return (
    <>
      <Notice color="yellow" variant="light" my="sm" data-testid="offline-copy">
        {t("savedCopy", { time })}
      </Notice>
      {children(saved.data)}
    </>
  );
}

/** The list page last seen at this API path (else the newest one seen). */
export function OfflineList({
  path,
  children,
}: {
  path: string;
  children: (data: ProfileListResponse) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const saved = useMemo(() => savedList(rememberedMemberId(), path, i18n.language), [path, i18n.language]);
  return <OfflineCopy saved={saved}>{children}</OfflineCopy>;
}

/** The profile last seen under this slug or id. */
export function OfflineProfile({
  slug,
  children,
}: {
  slug: string;
  children: (data: ProfileDetails) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const saved = useMemo(() => savedProfile(rememberedMemberId(), slug, i18n.language), [slug, i18n.language]);
  return <OfflineCopy saved={saved}>{children}</OfflineCopy>;
}
