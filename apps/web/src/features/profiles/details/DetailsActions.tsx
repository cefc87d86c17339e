import { Button, Group } from "@mantine/core";
import { IconArrowLeft, IconCamera, IconCreditCard, IconPencil } from "@tabler/icons-react";
import type { ProfileDetails } from "@vv/shared/profile-views";
import { lazy, Suspense } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useChangePhoto } from "../api";
import { canGoBack, editProfileTarget, paymentTarget } from "../navigation";
import { WishButton } from "../WishButton";
import { PdfButton } from "./PdfButton";

// The uploader (cropping, floating UI) only for those who manage the profile, in its own chunk.
const PhotoUploader = lazy(() =>
  import("../../../components/photo/PhotoUploader").then((m) => ({ default: m.PhotoUploader })),
);

/** Back, Edit, Change photo, wish list, PDF and payment, each shown only when allowed. */
export function DetailsActions({ profile }: { profile: ProfileDetails }) {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const location = useLocation();
  const changePhoto = useChangePhoto();
  const { permissions } = profile;
  const manages = permissions.canEdit || permissions.canPay || permissions.canChangePhoto;
  const edit = editProfileTarget(profile.id, "edit");

  const back = () => (canGoBack(location) ? navigate(-1) : navigate("/user/bride-groom-list"));

  return (
    <Group gap="xs" data-testid="details-actions">
      <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
        {t("details.back")}
      </Button>
      {permissions.canEdit && (
        <Button
          component={Link}
          to={edit.to}
          state={edit.state}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t("details.edit")}
        </Button>
      )}
      {permissions.canChangePhoto && (
        <Suspense
          fallback={
            <Button variant="light" disabled leftSection={<IconCamera size={18} aria-hidden />}>
              {t("details.changePhoto")}
            </Button>
          }
        >
          <PhotoUploader
            label={t("details.changePhoto")}
            announce={false}
            onUploaded={async ({ photoId }) => {
              const result = await changePhoto.mutateAsync({ profileId: profile.id, photoId });
              notifySuccess(result.message);
            }}
          />
        </Suspense>
      )}
      {!manages && (
        <WishButton slug={profile.slug} name={profile.fullName} wished={profile.isWishlisted} withLabel />
      )}
      {permissions.canDownloadPdf && <PdfButton slug={profile.slug} />}
      {permissions.canPay && (
        <Button
          component={Link}
          to={paymentTarget(profile.id, profile.registrationNumber).to}
          state={paymentTarget(profile.id, profile.registrationNumber).state}
          data-testid="make-payment"
          color="saffron.8"
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          {t("details.pay")}
        </Button>
      )}
    </Group>
  );
}
