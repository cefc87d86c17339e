import { Stack, Text, Title } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import type { ProfileDetails } from "@vv/shared/profile-views";
import { ProfilePhoto } from "../../../components/ProfilePhoto";
import { useTranslation } from "../../../lib/i18n";
import { OfflineProfile } from "../../pwa/OfflineCopy";
import { ProfileFacts } from "../ProfileFacts";
import { VerifiedBadges } from "../VerifiedBadges";
import { DetailsSections } from "./DetailsSections";
import classes from "./details.module.css";

/**
 * A profile as this member last saw it, opened offline: the photo (if the browser still has it),
 * name, facts and sections; no actions, notes or contact details (they need the server).
 */
function ReadOnlyDetails({ profile }: { profile: ProfileDetails }) {
  const { t, i18n } = useTranslation("profile");
  return (
    <Stack gap="md" data-testid="offline-profile">
      <div className={classes.top}>
        <div>
          <Stack gap="sm" align="center">
            <ProfilePhoto photo={profile.photo} alt={profile.fullName} variant="full" size={420} eager />
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
          </Stack>
        </div>
      </div>
      <DetailsSections sections={profile.sections} />
    </Stack>
  );
}

/** Loaded only offline (the details page's own chunk stays as it was). */
export default function OfflineDetails({ slug }: { slug: string }) {
  return <OfflineProfile slug={slug}>{(saved) => <ReadOnlyDetails profile={saved} />}</OfflineProfile>;
}
