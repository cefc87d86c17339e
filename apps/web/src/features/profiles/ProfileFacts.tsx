import { Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconCalendar, IconMapPin, IconSchool, IconUsers } from "@tabler/icons-react";
import { toMarathiDigits } from "@vv/shared/numbers";
import type { ProfileCard } from "@vv/shared/profile-views";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";

function Fact({
  icon,
  label,
  children,
  size,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  size: string;
}) {
  if (!children) return null;
  return (
    <Text
      size={size}
      title={label}
      style={{ display: "flex", gap: 6, alignItems: "flex-start", overflowWrap: "anywhere" }}
    >
      <span
        style={{
          flexShrink: 0,
          marginTop: 3,
          color: "var(--mantine-color-maroon-7)",
          display: "inline-flex",
        }}
      >
        {icon}
      </span>
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </Text>
  );
}

/** Education, region (district-state), caste-religion, age and height: the facts a family scans first. */
export function ProfileFacts({ profile, size = "sm" }: { profile: ProfileCard; size?: "sm" | "md" }) {
  const { t, i18n } = useTranslation("profile");
  const age = i18n.language.startsWith("mr") ? toMarathiDigits(profile.age) : String(profile.age);
  const ageHeight = [t("list.ageYears", { age }), profile.height].filter(Boolean).join(" · ");
  const icon = size === "md" ? 18 : 16;
  return (
    <Stack gap={2}>
      <Fact size={size} icon={<IconSchool size={icon} aria-hidden />} label={t("fields.education")}>
        {profile.education}
      </Fact>
      <Fact size={size} icon={<IconMapPin size={icon} aria-hidden />} label={t("fields.region")}>
        {profile.region}
      </Fact>
      <Fact size={size} icon={<IconUsers size={icon} aria-hidden />} label={t("fields.caste")}>
        {profile.casteReligion}
      </Fact>
      <Fact size={size} icon={<IconCalendar size={icon} aria-hidden />} label={t("fields.age")}>
        {ageHeight}
      </Fact>
    </Stack>
  );
}
