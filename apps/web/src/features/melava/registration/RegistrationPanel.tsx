import { Button, Checkbox, Paper, Radio, Select, Stack, Text, Title } from "@mantine/core";
import type { MelavaPublic } from "@vv/shared/melava";
import { localNumber } from "@vv/shared/numbers";
import { GENDERS } from "@vv/shared/reference";
import { useState } from "react";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { ApiError } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useMyRegistrations, useRegister } from "./api";
import { RegistrationRow } from "./RegistrationList";

/** On the event page for a signed-in family: its registrations, and the form to register a profile. */
export function RegistrationPanel({ event }: { event: MelavaPublic }) {
  const { t, i18n } = useTranslation("melava");
  const lang = i18n.language;
  const mine = useMyRegistrations(event.slug);
  const register = useRegister(event.slug);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [contact, setContact] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();

  if (mine.isPending) return <Loading />;
  if (mine.isError) return <LoadFailed onRetry={() => mine.refetch()} />;
  const { registrations, eligible } = mine.data;
  const gender = (id: number) => GENDERS.find((g) => g.id === id);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (photo === null) return setPhotoError(t("register.photoRequired"));
    if (!profileId) return;
    try {
      await register.mutateAsync({
        profileId: Number(profileId),
        showPhoto: photo === "yes",
        showContact: contact,
        joinWaitingList: waiting,
      });
      setProfileId(null);
      setPhoto(null);
      setContact(false);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    }
  }

  return (
    <Stack gap="md">
      {registrations.length > 0 && (
        <Stack gap="sm" component="section">
          <Title order={2} size="h4">
            {t("register.mine")}
          </Title>
          {registrations.map((r) => (
            <RegistrationRow key={r.id} reg={r} />
          ))}
        </Stack>
      )}
      {event.registrationOpen && (
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
          <form onSubmit={submit} noValidate data-testid="melava-register-form">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t("register.title")}
              </Title>
              {eligible.length === 0 ? (
                <Text c="dimmed">{t("register.noEligible")}</Text>
              ) : (
                <>
                  <Select
                    label={t("register.chooseProfile")}
                    withAsterisk
                    data={eligible.map((p) => ({
                      value: String(p.profileId),
                      label: `${p.name}${p.registrationNumber !== null ? ` (${localNumber(p.registrationNumber, lang)})` : ""} · ${
                        lang.startsWith("mr") ? gender(p.gender)?.mr : gender(p.gender)?.en
                      }`,
                    }))}
                    value={profileId}
                    onChange={setProfileId}
                    allowDeselect={false}
                    data-testid="melava-profile"
                  />
                  <Radio.Group
                    label={t("register.photoQuestion")}
                    withAsterisk
                    value={photo}
                    onChange={(v) => {
                      setPhoto(v);
                      setPhotoError(undefined);
                    }}
                    error={photoError}
                  >
                    <Stack gap={8} mt={6}>
                      <Radio value="yes" label={t("register.photoYes")} data-testid="melava-photo-yes" />
                      <Radio value="no" label={t("register.photoNo")} data-testid="melava-photo-no" />
                    </Stack>
                  </Radio.Group>
                  <Checkbox
                    label={t("register.contactLabel")}
                    description={t("register.contactHint")}
                    checked={contact}
                    onChange={(e) => setContact(e.currentTarget.checked)}
                    data-testid="melava-contact"
                  />
                  <Checkbox
                    label={t("register.waitingLabel")}
                    checked={waiting}
                    onChange={(e) => setWaiting(e.currentTarget.checked)}
                  />
                  <Button
                    type="submit"
                    color="maroon"
                    size="md"
                    loading={register.isPending}
                    disabled={!profileId}
                    data-testid="melava-register"
                  >
                    {t("register.submit")}
                  </Button>
                </>
              )}
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
