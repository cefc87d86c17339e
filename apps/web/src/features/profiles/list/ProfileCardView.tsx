import { Button, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { IconCalendar, IconMapPin, IconSchool, IconUsers } from "@tabler/icons-react";
import type { ProfileCard } from "@vv/shared/profile-views";
import { toMarathiDigits } from "@vv/shared/reference";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProfilePhoto } from "../ProfilePhoto";
import { WishButton } from "../WishButton";
import classes from "./list.module.css";

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <Text size="sm" className={classes.line} title={label}>
      {icon}
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </Text>
  );
}

export function ProfileCardView({ profile, eager }: { profile: ProfileCard; eager?: boolean }) {
  const { t, i18n } = useTranslation("profile");
  const mr = i18n.language.startsWith("mr");
  const digits = (v: number | string) => (mr ? toMarathiDigits(v) : String(v));
  const ageHeight = [t("list.ageYears", { age: digits(profile.age) }), profile.height]
    .filter(Boolean)
    .join(" · ");
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
          <ProfilePhoto photo={profile.photo} alt={profile.fullName} size={320} eager={eager} />
        </div>
        <div className={classes.body}>
          <Text fw={700} fz="lg" c="maroon.9" lh={1.3} style={{ overflowWrap: "anywhere" }}>
            {profile.fullName}
          </Text>
          {profile.registrationNumber !== null && (
            <Text size="sm" c="dimmed">
              {t("fields.registrationNumber")}: {digits(profile.registrationNumber)}
            </Text>
          )}
          <Line icon={<IconSchool size={16} aria-hidden />} label={t("fields.education")}>
            {profile.education}
          </Line>
          <Line icon={<IconMapPin size={16} aria-hidden />} label={t("fields.region")}>
            {profile.region}
          </Line>
          <Line icon={<IconUsers size={16} aria-hidden />} label={t("fields.caste")}>
            {profile.casteReligion}
          </Line>
          <Line icon={<IconCalendar size={16} aria-hidden />} label={t("fields.age")}>
            {ageHeight}
          </Line>
          <Group gap="xs" wrap="nowrap" className={classes.actions} justify="space-between">
            <Button component={Link} to={`/vadhuvar/${profile.slug}`} size="sm" variant="filled">
              {t("list.details")}
            </Button>
            <WishButton slug={profile.slug} name={profile.fullName} wished={profile.isWishlisted} />
          </Group>
        </div>
      </div>
    </Paper>
  );
}
