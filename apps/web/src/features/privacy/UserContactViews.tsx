import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useContactViewsByUser } from "./api";

/** Admin's user page: whose contact details this member was shown, newest first. */
export function UserContactViews({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation("privacy");
  const views = useContactViewsByUser(userId);
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="user-contact-views">
      <Title order={2} size="h4" mb="xs">
        {t("views.adminTitle")}
      </Title>
      {views.isError && !views.data ? (
        <LoadFailed onRetry={() => void views.refetch()} />
      ) : !views.data ? (
        <Loading />
      ) : views.data.items.length === 0 ? (
        <Text size="sm">{t("views.empty")}</Text>
      ) : (
        <Stack gap={4}>
          {views.data.items.map((v) => (
            <Text key={`${v.viewedAt}-${v.via}-${v.profileId}`} size="sm">
              <Anchor component={Link} to={`/vadhuvar/${v.registrationNumber ?? v.profileId}`}>
                {v.profileName}
                {v.registrationNumber !== null && ` (${localNumber(v.registrationNumber, i18n.language)})`}
              </Anchor>{" "}
              · {t(`views.via.${v.via}`)} · {formatDateTime(v.viewedAt, i18n.language)}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
