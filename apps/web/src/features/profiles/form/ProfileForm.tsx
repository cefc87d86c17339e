import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { ASSOCIATE_ID_STORAGE_KEY, NOTIFY_MS } from "@vv/shared/constants";
import type { MasterData } from "@vv/shared/master-data";
import type { ProfileFormValues, ProfileInput } from "@vv/shared/profile";
import { useState } from "react";
import { type FieldErrors, FormProvider, useForm } from "react-hook-form";
import { ApiError } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { notifyError, notifyValidation } from "../../../lib/notify";
import { useSubmitKey } from "../../../lib/submit-key";
import { NetworkRetry } from "../../pwa/NetworkRetry";
import { type CreatedProfile, useSaveProfile } from "../api";
import { ContactsSection } from "./ContactsSection";
import { clearDraft, DraftKeeper } from "./draft";
import { EducationSection } from "./EducationSection";
import { FamilySection } from "./FamilySection";
import { profileResolver } from "./form-resolver";
import { FIELD_ORDER, type FieldName, firstErrorField } from "./form-values";
import { OtherSection } from "./OtherSection";
import { PersonalSection } from "./PersonalSection";
import { PhotoSection } from "./PhotoSection";
import { PrivacySection } from "./PrivacySection";

interface ProfileFormProps {
  master: MasterData;
  userId: number;
  /** Set when editing a stored profile. */
  profileId?: number;
  initialValues: ProfileFormValues;
  locked?: boolean;
  onCreated: (result: CreatedProfile) => void;
  onUpdated: (message: string) => void;
}

function storedAssociateCode(): string | undefined {
  try {
    return localStorage.getItem(ASSOCIATE_ID_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Brings the first field with an error into view and puts the cursor in it. */
function scrollToField(name: FieldName | undefined) {
  if (!name) return;
  const box = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!box) return;
  box.scrollIntoView({ behavior: "smooth", block: "center" });
  box
    .querySelector<HTMLElement>("input:not([type=hidden]), textarea, button")
    ?.focus({ preventScroll: true });
}

export function ProfileForm(props: ProfileFormProps) {
  const { master, userId, profileId, initialValues, locked } = props;
  const { t } = useTranslation(["profile", "common"]);
  const creating = profileId === undefined;
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    defaultValues: initialValues,
    resolver: profileResolver(creating),
    mode: "onTouched",
    shouldFocusError: false,
  });
  const submitKey = useSubmitKey();
  const save = useSaveProfile(profileId, submitKey);
  const [notSent, setNotSent] = useState(false);

  function onInvalid(errors: FieldErrors<ProfileFormValues>) {
    notifyValidation(t("common:errors.validation"));
    scrollToField(firstErrorField(errors));
  }

  async function onValid(input: ProfileInput) {
    // An edit leaves the photos to the photo manager, which saves each change at once.
    const { photoId: _managedApart, ...edited } = input;
    const body = creating ? { ...input, associateCode: storedAssociateCode() } : edited;
    setNotSent(false);
    try {
      const result = await save.mutateAsync(body);
      submitKey.renew();
      if (creating) {
        clearDraft(userId);
        props.onCreated(result as CreatedProfile);
      } else props.onUpdated(result.message);
    } catch (error) {
      // Whatever happens, the form keeps every value that was typed.
      if (!(error instanceof ApiError) || error.isNetwork) {
        notifyError(t("common:errors.network"), NOTIFY_MS.network);
        setNotSent(true);
        return;
      }
      const fields = Object.entries(error.fields).filter(([name]) => FIELD_ORDER.includes(name as FieldName));
      for (const [name, message] of fields) form.setError(name as FieldName, { type: "server", message });
      if (fields.length > 0) {
        notifyValidation(error.message);
        scrollToField(firstErrorField(Object.fromEntries(fields)));
      } else if (error.status !== 401) notifyError(error.message);
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
        {creating && <DraftKeeper control={form.control} userId={userId} />}
        <Stack gap="lg">
          {locked && (
            <Alert color="red" variant="light">
              {t("errors.locked")}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t("form.required")}
          </Text>
          <PhotoSection profileId={profileId} />
          <PersonalSection master={master} />
          <OtherSection master={master} />
          <EducationSection master={master} />
          <FamilySection />
          <ContactsSection />
          <PrivacySection />
          {notSent && (
            <NetworkRetry onRetry={form.handleSubmit(onValid, onInvalid)} loading={save.isPending} />
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={save.isPending} disabled={locked} fullWidth={false}>
              {t(creating ? "form.save" : "form.update")}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
