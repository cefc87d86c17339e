import { Alert, Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCreditCard, IconEye, IconPencil } from "@tabler/icons-react";
import { localNumber } from "@vv/shared/numbers";
import { ROW_STATUS } from "@vv/shared/statuses";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ProfilePhoto } from "../../../components/ProfilePhoto";
import { useTranslation } from "../../../lib/i18n";
import { IdentityPanel } from "../../identity/IdentityPanel";
import { ListingPanel } from "../../listing/ListingPanel";
import { MatchmakingPanel } from "../../matches/MatchmakingPanel";
import { PrivacySummary } from "../../privacy/PrivacySummary";
import type { MyProfile } from "../api";
import { editProfileTarget, paymentTarget } from "../navigation";

// A success story (to write, or the other family's asking our agreement): its own chunk and words.
const StoryPanel = lazy(() => import("../../stories/StoryPanel").then((m) => ({ default: m.StoryPanel })));

import { PaymentBadge, StatusBadge } from "../StatusBadge";

// With the crop step and uploader: a chunk of its own, after the card has shown.
const PhotoManager = lazy(() =>
  import("../../profile-photos/PhotoManager").then((m) => ({ default: m.PhotoManager })),
);

export function MyProfileCard({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation("profile");
  const edit = editProfileTarget(profile.id, "myRegistration");
  const pay = paymentTarget(profile.id, profile.registrationNumber);
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="my-profile-card">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ width: 104, flexShrink: 0 }}>
          <ProfilePhoto photo={profile.photo} alt={profile.fullName} size={104} />
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} fz="lg" c="maroon.9" lh={1.3} style={{ overflowWrap: "anywhere" }}>
            {profile.fullName}
          </Text>
          {profile.registrationNumber !== null && (
            <Text size="sm" c="dimmed">
              {t("fields.registrationNumber")}: {localNumber(profile.registrationNumber, i18n.language)}
            </Text>
          )}
          <Group gap={6}>
            <StatusBadge status={profile.registrationStatus} />
            {profile.isLocked && (
              <Text size="sm" c="red" fw={600}>
                {t("status.locked")}
              </Text>
            )}
            {profile.rowStatus === ROW_STATUS.inactive && (
              <Text size="sm" c="gray.7" fw={600} data-testid="profile-disabled">
                {t("status.inactive")}
              </Text>
            )}
          </Group>
          {(profile.paymentsOffered || profile.paymentStatus === "done") && (
            <PaymentBadge status={profile.paymentStatus} />
          )}
        </Stack>
      </Group>
      {profile.registrationStatus === "rejected" && profile.rejectedRemark && (
        <Alert
          color="red"
          variant="light"
          mt="sm"
          title={t("fields.rejectedRemark")}
          data-testid="rejected-remark"
        >
          {profile.rejectedRemark}
        </Alert>
      )}
      {!profile.birthPlacePicked && profile.canEdit && (
        <Alert color="blue" variant="light" mt="sm" data-testid="pick-birth-place">
          <Text size="sm">{t("birthPlace.ask")}</Text>
          <Anchor component={Link} to={edit.to} state={edit.state} size="sm" fw={600}>
            {t("birthPlace.askLink")}
          </Anchor>
        </Alert>
      )}
      {(profile.hasPendingPhoto ||
        (profile.photoStatus === "pending" && profile.registrationStatus === "approved")) && (
        <Text size="sm" c="orange.8" mt="xs">
          {t("details.photoUnderReview")}
        </Text>
      )}
      {!profile.hasPendingPhoto && profile.photoRemark ? (
        <Alert
          color="red"
          variant="light"
          mt="sm"
          title={t("status.photoRejected")}
          data-testid="photo-remark"
        >
          {profile.photoRemark}
        </Alert>
      ) : (
        profile.photoStatus === "rejected" && (
          <Text size="sm" c="red" mt="xs">
            {t("status.photoRejected")}
          </Text>
        )
      )}
      <Group gap="xs" mt="sm">
        {profile.canEdit && (
          <Button
            component={Link}
            to={edit.to}
            state={edit.state}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("mine.edit")}
          </Button>
        )}
        <Button
          component={Link}
          to={`/vadhuvar/${profile.slug}`}
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t("mine.details")}
        </Button>
        {profile.canPay && (
          <Button
            component={Link}
            to={pay.to}
            state={pay.state}
            data-testid="make-payment"
            variant="outline"
            color="saffron.8"
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {t("mine.pay")}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="sm" mt="sm">
        <Suspense fallback={null}>
          <PhotoManager profileId={profile.id} />
        </Suspense>
      </Paper>
      <PrivacySummary
        profileId={profile.id}
        contactVisibility={profile.contactVisibility}
        photoVisibility={profile.photoVisibility}
      />
      <ListingPanel profileId={profile.id} />
      {profile.registrationStatus === "approved" && (
        <Suspense fallback={null}>
          <StoryPanel profileId={profile.id} />
        </Suspense>
      )}
      <IdentityPanel profileId={profile.id} />
      <MatchmakingPanel profileId={profile.id} />
    </Paper>
  );
}
