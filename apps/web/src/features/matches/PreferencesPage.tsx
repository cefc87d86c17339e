import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useMyProfiles } from "../profiles/api";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useMasterData } from "../reference/api";
import { usePreferences } from "./api";
import { PreferencesForm } from "./PreferencesForm";
import { ProfileSteps } from "./ProfileSteps";

/** /user/partner-preferences/{profileId}: the second step of a profile, what the family looks for. */
export function PreferencesPage() {
  const { t } = useTranslation("matches");
  const navigate = useNavigate();
  const params = useParams();
  const profileId = params.profileId && /^\d+$/.test(params.profileId) ? Number(params.profileId) : undefined;
  const { ready } = useSignedInUser();
  const master = useMasterData();
  const prefs = usePreferences(ready ? profileId : undefined);
  const mine = useMyProfiles(ready);
  const profile = mine.data?.find((p) => p.id === profileId);

  useEffect(() => {
    if (profileId === undefined || (prefs.error instanceof ApiError && prefs.error.status === 404))
      navigate("/user/my-profile", { replace: true });
  }, [profileId, prefs.error, navigate]);

  const failed = master.isError ? master : prefs.isError ? prefs : null;
  return (
    <Container size="md" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        {profileId !== undefined && <ProfileSteps profileId={profileId} active={1} />}
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("preferences.title")}
        </Title>
        {profile && <Text fw={600}>{t("preferences.for", { name: profile.fullName })}</Text>}
        <Text size="sm" c="dimmed">
          {t("preferences.intro")}
        </Text>
        {failed ? (
          <LoadFailed onRetry={() => void failed.refetch()} />
        ) : !master.data || !prefs.data || profileId === undefined ? (
          <Loading />
        ) : (
          <PreferencesForm
            key={prefs.dataUpdatedAt}
            profileId={profileId}
            master={master.data}
            stored={prefs.data.values}
            onSaved={() => navigate(`/user/matches/${profileId}`)}
          />
        )}
        <Group>
          <Button component={Link} to="/user/my-profile" variant="subtle">
            {t("preferences.back")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
