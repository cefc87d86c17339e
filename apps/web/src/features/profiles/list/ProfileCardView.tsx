import { Button, Group, Paper, Text } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import type { ProfileCard } from "@vv/shared/profile-views";
import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { ProfilePhoto } from "../../../components/ProfilePhoto";
import { CARD_PHOTO_SIZES } from "../../../components/photo-sources";
import { useTranslation } from "../../../lib/i18n";
import { ProfileFacts } from "../ProfileFacts";
import { VerifiedBadges } from "../VerifiedBadges";
import { WishButton } from "../WishButton";
import classes from "./list.module.css";

/**
 * `extra`: shown under the facts (the matches page puts its reasons and guna there). Memoised: the
 * list's page re-renders as its answers arrive and its filters change, and a card's profile object
 * stays the same between answers (the query's structural sharing), so its cards need not.
 */
export const ProfileCardView = memo(function ProfileCardView({
  profile,
  eager,
  extra,
  readOnly,
}: {
  profile: ProfileCard;
  eager?: boolean;
  extra?: ReactNode;
  /** The offline copy: no wish-list button (nothing can be changed without the network). */
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation("profile");
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      data-testid="profile-card"
      data-regno={profile.registrationNumber ?? undefined}
    >
      <div className={classes.card}>
        <div className={classes.photo}>
          <ProfilePhoto
            photo={profile.photo}
            alt={profile.fullName}
            size={320}
            sizes={CARD_PHOTO_SIZES}
            eager={eager}
          />
        </div>
        <div className={classes.body}>
          <Text fw={700} fz="lg" c="maroon.9" lh={1.3} style={{ overflowWrap: "anywhere" }}>
            {profile.fullName}
          </Text>
          {profile.registrationNumber !== null && (
            <Text size="sm" c="dimmed">
              {t("fields.registrationNumber")}: {localNumber(profile.registrationNumber, i18n.language)}
            </Text>
          )}
          <VerifiedBadges
            idVerified={profile.idVerified}
            mobileVerified={profile.mobileVerified}
            activity={profile.activity}
          />
          <ProfileFacts profile={profile} />
          {extra}
          <Group gap="xs" className={classes.actions} justify="space-between">
            <Button component={Link} to={`/vadhuvar/${profile.slug}`} size="sm" variant="filled">
              {t("list.details")}
            </Button>
            {!readOnly && (
              <WishButton slug={profile.slug} name={profile.fullName} wished={profile.isWishlisted} />
            )}
          </Group>
        </div>
      </div>
    </Paper>
  );
});
