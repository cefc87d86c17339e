import { Alert, Button, Container, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMyProfiles } from "../api";
import { LoadFailed } from "../LoadFailed";
import { Loading } from "../Loading";
import type { ProfileFormState } from "../navigation";
import { useSignedInUser } from "../use-signed-in";
import { MyProfileCard } from "./MyProfileCard";

const CREATE_STATE: ProfileFormState = { fromPage: "myRegistration" };

/** /user/my-profile and /my-registration: the profiles this account registered (SPEC §2). */
export function MyProfilesPage() {
  const { t } = useTranslation("profile");
  const { ready } = useSignedInUser();
  const mine = useMyProfiles(ready);

  return (
    <Container size="lg" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t("mine.title")}
          </Title>
          <Button
            component={Link}
            to="/user/create-profile"
            state={CREATE_STATE}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("list.createNew")}
          </Button>
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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {mine.data.map((profile) => (
              <MyProfileCard key={profile.id} profile={profile} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
