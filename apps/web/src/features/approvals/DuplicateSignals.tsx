import { Alert, Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import type { AccountFlag, DuplicateMatch, ProfileDuplicates } from "@vv/shared/duplicates";
import { formatMobile } from "@vv/shared/mobile";
import { localNumber } from "@vv/shared/numbers";
import { Link } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";

export function AccountFlags({ flags }: { flags: AccountFlag[] }) {
  const { t } = useTranslation("approvals");
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} color="red" variant="light" style={{ textTransform: "none" }}>
          {t(`duplicates.flags.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** Why another profile may be the same family: each reason in words. */
export function MatchReasons({
  match,
}: {
  match: Pick<DuplicateMatch, "reasons" | "photoDistance" | "sharedMobile">;
}) {
  const { t, i18n } = useTranslation("approvals");
  return (
    <Group gap={4}>
      {match.reasons.map((reason) => (
        <Badge key={reason} color="orange" variant="outline" style={{ textTransform: "none" }}>
          {t(`duplicates.reasons.${reason}`, {
            mobile: match.sharedMobile ? formatMobile(match.sharedMobile) : "",
          })}
        </Badge>
      ))}
      {match.photoDistance !== null && (
        <Text size="xs" c="dimmed">
          {t("duplicates.photoBits", { bits: localNumber(match.photoDistance, i18n.language) })}
        </Text>
      )}
    </Group>
  );
}

function MatchLine({ match }: { match: DuplicateMatch }) {
  const { t, i18n } = useTranslation("approvals");
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="duplicate-match">
      <div style={{ width: 48, flexShrink: 0 }}>
        <ProfilePhoto photo={match.photo} alt={match.fullName} size={48} />
      </div>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={`/vadhuvar/${match.slug}`}
          fw={600}
          size="sm"
          style={{ overflowWrap: "anywhere" }}
        >
          {match.fullName}
          {match.registrationNumber !== null &&
            ` · ${t("columns.registrationNumber")} ${localNumber(match.registrationNumber, i18n.language)}`}
        </Anchor>
        <MatchReasons match={match} />
        <AccountFlags flags={match.accountFlags} />
      </Stack>
    </Group>
  );
}

/**
 * What the review of a profile or photo shows beside it: other profiles with the same photo, a
 * shared mobile number or the same name and date of birth (links and reasons), and what the
 * committee already knows about this account.
 */
export function DuplicateSignals({ duplicates }: { duplicates: ProfileDuplicates | null }) {
  const { t, i18n } = useTranslation("approvals");
  if (!duplicates) return null;
  const { matches, accountFlags } = duplicates;
  if (matches.length === 0 && accountFlags.length === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid="duplicates-none">
        {t("duplicates.none")}
      </Text>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      icon={<IconCopy size={18} aria-hidden />}
      title={t("duplicates.summary", { count: localNumber(matches.length, i18n.language) })}
      data-testid="duplicate-signals"
    >
      <Stack gap="xs">
        {accountFlags.length > 0 && (
          <Group gap={6}>
            <Text size="xs" fw={600}>
              {t("duplicates.thisAccount")}
            </Text>
            <AccountFlags flags={accountFlags} />
          </Group>
        )}
        {matches.map((match) => (
          <MatchLine key={match.id} match={match} />
        ))}
      </Stack>
    </Alert>
  );
}
