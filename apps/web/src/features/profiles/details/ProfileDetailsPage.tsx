import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { ROW_STATUS } from "@vv/shared/statuses";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { prefetchOnce } from "../../../app/query-client";
import { useSettled } from "../../../app/settled";
import { AfterFirstPaint } from "../../../components/AfterFirstPaint";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { Notice } from "../../../components/Notice";
import { ProfilePhoto } from "../../../components/ProfilePhoto";
import { WhenNear } from "../../../components/WhenNear";
import { ApiError } from "../../../lib/api";
import { useConnection } from "../../../lib/connection";
import { i18n, useTranslation } from "../../../lib/i18n";
import { interestPairQuery, useInterestPair } from "../../interests/api";
import { InterestPanel } from "../../interests/InterestPanel";
import { useViewedUs, viewedUsQuery } from "../../matches/api";
import { ViewedUsNote } from "../../matches/ViewedUsNote";
import { ContactsWithheld } from "../../privacy/ContactsWithheld";
import { PhotoBlurredNote } from "../../privacy/PhotoBlurredNote";
import { profileDetailsQuery, useProfileDetails } from "../api";
import { ProfileFacts } from "../ProfileFacts";
import { StatusBadge } from "../StatusBadge";
import { useSignedInUser } from "../use-signed-in";
import { VerifiedBadges } from "../VerifiedBadges";
import { DetailsActions } from "./DetailsActions";
import { DetailsSections } from "./DetailsSections";
import classes from "./details.module.css";

const DetailsPhotos = lazy(() => import("../../profile-photos/DetailsPhotos"));

const LIST = "/user/bride-groom-list";

// Offline only: the profile as this member last saw it (its chunk is precached by the service worker).
const OfflineDetails = lazy(() => import("./OfflineDetails"));

// Report and block: only on other families' profiles, in their own chunk (its dialogs and
// the shared schemas), loaded once the page has shown, like the kundli card below the sections.
const SafetyActions = lazy(() =>
  import("../../safety/SafetyActions").then((m) => ({ default: m.SafetyActions })),
);

// The numbers, only for families entitled to them, below the sections: a chunk of its own with the
// WhatsApp links and the fraud warning (details' first load).
const ContactsCard = lazy(() => import("./ContactsCard").then((m) => ({ default: m.ContactsCard })));

// Below the sections, with its own loading state: a chunk of its own (its profile picker).
const loadKundliCard = () => import("../../kundli/KundliCard");
const KundliCard = lazy(() => loadKundliCard().then((m) => ({ default: m.KundliCard })));

// The identity check (its upload form) only for those who manage the profile.
const IdentityPanel = lazy(() =>
  import("../../identity/IdentityPanel").then((m) => ({ default: m.IdentityPanel })),
);

// For the family and the committee: in the lists or not, and why (its pause/closing forms lazy too).
const ListingPanel = lazy(() =>
  import("../../listing/ListingPanel").then((m) => ({ default: m.ListingPanel })),
);

// Admins only (permissions.canApprove): others never download the approval actions.
const ProfileAdminActions = lazy(() =>
  import("../../approvals/ProfileAdminActions").then((m) => ({ default: m.ProfileAdminActions })),
);

const safetyPlaceholder = <div style={{ height: 26 }} />;

/** Its children (lazy) once the first screen is done, the placeholder until then and while they load. */
function WhenSettled({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const settled = useSettled();
  return <Suspense fallback={placeholder}>{settled ? children : placeholder}</Suspense>;
}

/**
 * The kundli card, rendered (and its answer asked for) when the reader scrolls near it: far below
 * the fold on a phone, its select and tables were the details' heaviest render after the first
 * screen. Its chunk is fetched now, so it is at hand by then.
 */
function KundliSlot({ slug }: { slug: string }) {
  useEffect(() => {
    void loadKundliCard();
  }, []);
  return (
    <WhenNear placeholder={<Loading />}>
      <KundliCard slug={slug} />
    </WhenNear>
  );
}

/**
 * The landing page's answers in the query cache before its first render (app/router.tsx): the
 * profile and, on another family's profile, where we stand with them and whether they viewed ours
 * (the page waits for both before drawing anything, so without them its first render was a spinner).
 */
export function primeProfileDetails(slug: string) {
  const lang = i18n.language;
  const other = window.location.pathname.includes("/vadhuvar/");
  return Promise.all([
    prefetchOnce(profileDetailsQuery(slug, lang)),
    other && prefetchOnce(interestPairQuery(slug, lang)),
    other && prefetchOnce(viewedUsQuery(slug)),
  ]);
}

/** The profile to show: /vadhuvar/{regno-first-last}, or navigation state { slug }. */
function useSlug(): string | undefined {
  const { id } = useParams();
  const { state } = useLocation();
  const fromState = (state as { slug?: unknown } | null)?.slug;
  return (
    id ?? (typeof fromState === "string" || typeof fromState === "number" ? String(fromState) : undefined)
  );
}

export function ProfileDetailsPage() {
  const { t, i18n } = useTranslation("profile");
  const navigate = useNavigate();
  const slug = useSlug();
  const { ready } = useSignedInUser();
  const details = useProfileDetails(ready ? slug : undefined);
  const error = details.error;
  const { offline } = useConnection();

  // An unknown or forbidden profile: back to the list (the snackbar has said why).
  useEffect(() => {
    if (error instanceof ApiError && !error.isNetwork && error.status !== 401)
      navigate(LIST, { replace: true });
  }, [error, navigate]);

  const profile = details.data;
  // The notes and the interest panel above the sections come with the page, not after it: their
  // answers (asked in parallel) are awaited, so nothing on the screen moves when they arrive.
  const other = !!profile && !profile.privacy && !profile.permissions.canApprove;
  const pair = useInterestPair(profile?.slug ?? "", other);
  const viewed = useViewedUs(profile?.slug ?? "", !!profile);
  const waiting = !profile || (other && pair.isPending) || viewed.isPending;

  if (!slug) return <Navigate to={LIST} replace />;
  const mainPhoto = profile && (
    <ProfilePhoto photo={profile.photo} alt={profile.fullName} variant="full" size={420} eager />
  );
  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      {offline && (!profile || waiting) ? (
        <Suspense fallback={null}>
          <OfflineDetails slug={slug} />
        </Suspense>
      ) : details.isError && !profile ? (
        <LoadFailed onRetry={() => void details.refetch()} />
      ) : waiting || !profile ? (
        <Loading />
      ) : (
        <Stack gap="md">
          <div className={classes.top}>
            <div>
              <Stack gap="sm" align="center">
                {/* Several photos, or one waiting for the committee: their code after the first paint. */}
                {profile.gallery?.[1] || profile.pendingPhoto ? (
                  <Suspense fallback={mainPhoto}>
                    <DetailsPhotos profile={profile} />
                  </Suspense>
                ) : (
                  mainPhoto
                )}
                {profile.photoBlurred && <PhotoBlurredNote />}
              </Stack>
            </div>
            <div>
              <Stack gap="sm">
                <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
                  {profile.fullName}
                </Title>
                {profile.registrationNumber !== null && (
                  <Text c="dimmed">
                    {t("fields.registrationNumber")}: {localNumber(profile.registrationNumber, i18n.language)}
                  </Text>
                )}
                <VerifiedBadges idVerified={profile.idVerified} mobileVerified={profile.mobileVerified} />
                <ProfileFacts profile={profile} size="md" />
                <Group gap="xs">
                  <StatusBadge status={profile.registrationStatus} />
                  {profile.isLocked && (
                    <Text size="sm" c="red" fw={600}>
                      {t("status.locked")}
                    </Text>
                  )}
                  {profile.rowStatus === ROW_STATUS.inactive && (
                    <Text size="sm" c="gray.7" fw={600}>
                      {t("status.inactive")}
                    </Text>
                  )}
                </Group>
                {profile.registrationStatus === "rejected" && profile.rejectedRemark && (
                  <Notice color="red" variant="light" title={t("fields.rejectedRemark")}>
                    {profile.rejectedRemark}
                  </Notice>
                )}
                {!profile.pendingPhoto && profile.photoRemark && (
                  <Notice color="red" variant="light" title={t("status.photoRejected")}>
                    {profile.photoRemark}
                  </Notice>
                )}
                <ViewedUsNote slug={profile.slug} />
                <DetailsActions profile={profile} />
                {/* The family (and the committee) see the identity check of a profile they manage. */}
                {profile.privacy && (
                  <Suspense fallback={null}>
                    <ListingPanel profileId={profile.id} />
                    <IdentityPanel profileId={profile.id} />
                  </Suspense>
                )}
                {!profile.privacy && !profile.permissions.canApprove && <InterestPanel slug={profile.slug} />}
                {!profile.privacy && !profile.permissions.canApprove && (
                  <WhenSettled placeholder={safetyPlaceholder}>
                    <SafetyActions slug={profile.slug} name={profile.fullName} />
                  </WhenSettled>
                )}
                {profile.permissions.canApprove && (
                  <Suspense fallback={null}>
                    <ProfileAdminActions profileId={profile.id} />
                  </Suspense>
                )}
              </Stack>
            </div>
          </div>
          {/* The photo and name paint first; the sections (and the numbers' chunk) a frame later. */}
          <AfterFirstPaint>
            <DetailsSections sections={profile.sections}>
              {profile.contacts && (
                <Suspense fallback={null}>
                  <ContactsCard contacts={profile.contacts} />
                </Suspense>
              )}
              {!profile.contacts && profile.contactsNotice && (
                <ContactsWithheld notice={profile.contactsNotice} />
              )}
              <div data-testid="kundli-section">
                <WhenSettled placeholder={<Loading />}>
                  <KundliSlot slug={profile.slug} />
                </WhenSettled>
              </div>
            </DetailsSections>
          </AfterFirstPaint>
        </Stack>
      )}
    </Container>
  );
}
