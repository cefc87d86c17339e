import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { MAX_PROFILES_PER_MEMBER, NOTIFY_MS } from "@vv/shared/constants";
import { localNumber } from "@vv/shared/numbers";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { ApiError } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { isAdmin } from "../../auth/session";
import { ProfileSteps } from "../../matches/ProfileSteps";
import { useMasterData } from "../../reference/api";
import { type CreatedProfile, useMyProfiles, useStoredProfileForm } from "../api";
import { canGoBack, paymentTarget, readFormState } from "../navigation";
import { registersForOthers, useSignedInUser } from "../use-signed-in";
import { loadDraft } from "./draft";
import { emptyProfileValues, fromStoredValues } from "./form-values";
import { ProfileForm } from "./ProfileForm";

/** /user/create-profile and /registration: create a profile, or edit one. */
export function ProfileFormPage() {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { fromPage, profileId } = readFormState(location, params);
  const { user, ready } = useSignedInUser();
  const master = useMasterData();
  const stored = useStoredProfileForm(ready ? profileId : undefined);
  // A member's further profiles (a second child) are made deliberately, from the list or My
  // registration; opened without that (a typed or bookmarked address), a member who has a profile
  // is asked which they meant rather than shown an empty form for a profile they already made.
  const creating = ready && profileId === undefined && !registersForOthers(user);
  const [anotherChosen, setAnotherChosen] = useState(false);
  const checkExisting = creating && !fromPage && !anotherChosen;
  const mine = useMyProfiles(creating);
  const atLimit = creating && (mine.data?.length ?? 0) >= MAX_PROFILES_PER_MEMBER;
  // Set once this visit created a profile: the refreshed list must not then pull the member away
  // from the page the creation leads to (/payment loads lazily while this page is still shown).
  const created = useRef(false);

  // An unknown profile, or one this account may not edit: back to the member's own profiles.
  useEffect(() => {
    if (stored.error instanceof ApiError && [403, 404].includes(stored.error.status)) {
      navigate("/user/my-profile", { replace: true });
    }
  }, [stored.error, navigate]);

  const initialValues = useMemo(() => {
    if (stored.data) return fromStoredValues(stored.data.values);
    if (profileId !== undefined || !user) return null;
    return { ...emptyProfileValues(), ...loadDraft(user.id) };
  }, [stored.data, profileId, user]);

  function onCreated(result: CreatedProfile) {
    created.current = true;
    notifySuccess(result.message, NOTIFY_MS.standard);
    if (result.paymentRequired) {
      const pay = paymentTarget(result.id, result.registrationNumber);
      navigate(pay.to, { state: pay.state });
    } else navigate("/user/my-profile");
  }

  function onUpdated(message: string) {
    notifySuccess(message, NOTIFY_MS.standard);
    if (canGoBack(location)) navigate(-1);
    else navigate("/user/my-profile");
  }

  const failed = master.isError ? master : stored.isError ? stored : null;
  const waiting =
    !ready ||
    master.isPending ||
    (profileId !== undefined && stored.isPending) ||
    (checkExisting && mine.isPending);
  return (
    <Container size="md" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        {profileId !== undefined && <ProfileSteps profileId={profileId} active={0} />}
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
            {t(profileId === undefined ? "form.createTitle" : "form.editTitle")}
          </Title>
          {stored.data?.registrationNumber != null && (
            <Badge size="lg" variant="light" color="maroon" style={{ textTransform: "none" }}>
              {t("fields.registrationNumber")}: {localNumber(stored.data.registrationNumber, i18n.language)}
            </Badge>
          )}
        </Group>
        {failed ? (
          <LoadFailed onRetry={() => void failed.refetch()} />
        ) : checkExisting && !created.current && mine.data && mine.data.length > 0 && !atLimit ? (
          <Alert color="blue" variant="light" data-testid="profile-exists-choice">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t("mine.alreadyHave")}</Text>
              <Group gap="sm">
                <Button component={Link} to="/user/my-profile" variant="light">
                  {t("mine.title")}
                </Button>
                <Button onClick={() => setAnotherChosen(true)} data-testid="create-another">
                  {t("mine.createAnother")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : atLimit && !created.current ? (
          <Alert color="yellow" variant="light" data-testid="profiles-at-limit">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {t("mine.atLimit", { max: localNumber(MAX_PROFILES_PER_MEMBER, i18n.language) })}
              </Text>
              <Button component={Link} to="/user/my-profile" variant="light">
                {t("mine.title")}
              </Button>
            </Stack>
          </Alert>
        ) : waiting || !master.data || !initialValues || !user ? (
          <Loading />
        ) : (
          <ProfileForm
            key={profileId ?? "new"}
            master={master.data}
            userId={user.id}
            profileId={profileId}
            initialValues={initialValues}
            locked={!!stored.data?.isLocked && !isAdmin(user)}
            onCreated={onCreated}
            onUpdated={onUpdated}
          />
        )}
      </Stack>
    </Container>
  );
}
