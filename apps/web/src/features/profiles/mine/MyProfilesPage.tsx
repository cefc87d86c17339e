import { Alert, Button, Container, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { useTranslation } from "../../../lib/i18n";
import { isAdmin } from "../../auth/session";
import { type MyProfile, useMyProfiles } from "../api";
import type { ProfileFormState } from "../navigation";
import { useSignedInUser } from "../use-signed-in";
import { MyProfileCard } from "./MyProfileCard";

const CREATE_STATE: ProfileFormState = { fromPage: "myRegistration" };

// Admins only: members and associates never download the approvals grid.
const AdminApprovalsView = lazy(() =>
  import("../../approvals/AdminApprovalsView").then((m) => ({ default: m.AdminApprovalsView })),
);

// The next melava, to register a profile from here too (its own chunk, once the profiles show).
const NextMelavaCard = lazy(() =>
  import("../../melava/NextMelavaCard").then((m) => ({ default: m.NextMelavaCard })),
);

/**
 * /user/my-profile and /my-registration: members and associates see the profiles they
 * registered; admins see the approvals tabs, and below them any profiles they registered themselves.
 */
export function MyProfilesPage() {
  const { t } = useTranslation("profile");
  const { user, ready } = useSignedInUser();
  const admin = isAdmin(user);
  const mine = useMyProfiles(ready);

  const createButton = (
    <Button
      component={Link}
      to="/user/create-profile"
      state={CREATE_STATE}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {t("list.createNew")}
    </Button>
  );

  if (ready && admin) {
    return (
      <Suspense fallback={<Loading />}>
        <AdminApprovalsView
          createButton={createButton}
          ownProfiles={mine.data?.length ? <ProfileCards profiles={mine.data} /> : null}
        />
      </Suspense>
    );
  }

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("mine.title")}
          </Title>
          {createButton}
        </Group>
        {mine.isError ? (
          <LoadFailed onRetry={() => void mine.refetch()} />
        ) : !ready || !mine.data ? (
          <Loading />
        ) : mine.data.length === 0 ? (
          <Alert color="yellow" variant="light" data-testid="no-profiles">
            {t("mine.none")}
          </Alert>
        ) : (
          <>
            <ProfileCards profiles={mine.data} />
            <Suspense fallback={null}>
              <NextMelavaCard />
            </Suspense>
          </>
        )}
      </Stack>
    </Container>
  );
}

function ProfileCards({ profiles }: { profiles: MyProfile[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {profiles.map((profile) => (
        <MyProfileCard key={profile.id} profile={profile} />
      ))}
    </SimpleGrid>
  );
}
