import { Badge, Group } from "@mantine/core";
import { IconDeviceMobileCheck, IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * "Mobile verified" (the family's number passed an OTP) and "ID verified" (the committee checked an
 * identity document): small badges that wrap rather than overflow on a 360 px phone.
 */
export function VerifiedBadges({
  idVerified,
  mobileVerified,
}: {
  idVerified?: boolean;
  mobileVerified?: boolean;
}) {
  const { t } = useTranslation("profile");
  if (!idVerified && !mobileVerified) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="verified-badges">
      {idVerified && (
        <Badge
          size="sm"
          variant="light"
          color="green"
          radius="sm"
          leftSection={<IconShieldCheck size={12} aria-hidden />}
          title={t("badges.idVerifiedTitle")}
          data-testid="badge-id-verified"
          styles={{ label: { textTransform: "none", overflow: "visible" } }}
        >
          {t("badges.idVerified")}
        </Badge>
      )}
      {mobileVerified && (
        <Badge
          size="sm"
          variant="light"
          color="blue"
          radius="sm"
          leftSection={<IconDeviceMobileCheck size={12} aria-hidden />}
          title={t("badges.mobileVerifiedTitle")}
          data-testid="badge-mobile-verified"
          styles={{ label: { textTransform: "none", overflow: "visible" } }}
        >
          {t("badges.mobileVerified")}
        </Badge>
      )}
    </Group>
  );
}
