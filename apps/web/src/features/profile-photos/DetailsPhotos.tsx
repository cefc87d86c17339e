import { Group, Text } from "@mantine/core";
import type { ProfileDetails } from "@vv/shared/profile-views";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import PhotoGallery from "./PhotoGallery";

/**
 * The details page's photos when there is more than the main one to show: the gallery of approved
 * photos, and, for the family, the photo waiting for the committee. A chunk of its own, so a
 * profile with one photo costs the page nothing more.
 */
export default function DetailsPhotos({ profile }: { profile: ProfileDetails }) {
  const { t } = useTranslation("profile");
  return (
    <>
      {profile.gallery[1] ? (
        <PhotoGallery photos={profile.gallery} name={profile.fullName} size={420} />
      ) : (
        <ProfilePhoto photo={profile.photo} alt={profile.fullName} variant="full" size={420} eager />
      )}
      {profile.pendingPhoto && (
        <Group gap="sm" wrap="nowrap" align="center" w="100%">
          <div style={{ width: 72, flexShrink: 0 }}>
            <ProfilePhoto photo={profile.pendingPhoto} alt={t("status.photoPending")} size={72} />
          </div>
          <Text size="sm" c="orange.8">
            {t("details.photoUnderReview")}
          </Text>
        </Group>
      )}
    </>
  );
}
