import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { MasterData } from "@vv/shared/master-data";
import type { MelavaOnSpotInput, MelavaOnSpotResponse, MelavaOnSpotValues } from "@vv/shared/melava-desk";
import { localNumber } from "@vv/shared/numbers";
import { PROFILE_LIMITS } from "@vv/shared/profile";
import { useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { PhotoUploader } from "../../../components/photo/PhotoUploader";
import { StateDistrictPicker } from "../../../components/StateDistrictPicker";
import { ApiError, apiRequest } from "../../../lib/api";
import { isOffline, useConnection } from "../../../lib/connection";
import { useTranslation } from "../../../lib/i18n";
import { useSubmitKey } from "../../../lib/submit-key";
import { translateMessage } from "../../../lib/translate-message";
import { DobField } from "../../profiles/form/DobField";
import { RadioField, SelectField, TextField } from "../../profiles/form/fields";
import { toOptions } from "../../reference/options";
import { OnSpotDone } from "./OnSpotDone";
import { enqueue, QUEUE_LIMIT } from "./offline";
import { EMPTY, resolver } from "./onspot-values";

interface Props {
  eventId: number;
  feeRupees: number;
  master: MasterData;
  onRegistered: (answer: MelavaOnSpotResponse) => void;
  /** The entry was kept on this device for the network. */
  onQueued: () => void;
  /** The mobile the desk searched for before choosing "new profile". */
  initialMobile?: string;
  /** "Register another family": the panel goes back to its search (else this form empties). */
  onAnother?: () => void;
}

/**
 * The desk's form for a family that walks in; the server makes account, profile, registration and
 * receipt. Offline (or when the request never arrives) the entry waits on this device, without a
 * photo unless one was uploaded before the network went.
 */
export function OnSpotForm(props: Props) {
  const { eventId, feeRupees, master, onRegistered, onQueued, onAnother } = props;
  const { t, i18n } = useTranslation(["melava", "profile", "common"]);
  const lang = i18n.language;
  const form = useForm<MelavaOnSpotValues, unknown, MelavaOnSpotInput>({
    defaultValues: { ...EMPTY, mobile: props.initialMobile ?? "" },
    resolver,
  });
  const key = useSubmitKey();
  const [preview, setPreview] = useState<string | null>(null);
  const [answer, setAnswer] = useState<MelavaOnSpotResponse | null>(null);
  const [saved, setSaved] = useState<{ name: string; photo: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { offline } = useConnection();
  const error = (name: keyof MelavaOnSpotValues) => translateMessage(t, form.formState.errors[name]?.message);

  /** No network: the entry joins the device's queue with its key, and is sent when the network returns. */
  function keep(body: MelavaOnSpotInput) {
    const name = [body.firstName, body.lastName].join(" ");
    const at = new Date().toISOString();
    if (!enqueue(eventId, { kind: "walkIn", body, key: key.current(), name, at })) {
      setFailure(t("desk.queueFull", { count: localNumber(QUEUE_LIMIT, lang) }));
      return;
    }
    key.renew();
    setSaved({ name, photo: Boolean(body.photoId) });
    onQueued();
  }

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    const body = feeRupees > 0 ? input : { ...input, paymentMethod: undefined, receiptNumber: undefined };
    if (isOffline()) return keep(body);
    try {
      const res = await apiRequest<MelavaOnSpotResponse>(`/admin/melava/${eventId}/on-the-spot`, {
        method: "POST",
        body,
        idempotencyKey: key.current(),
      });
      key.renew();
      setAnswer(res);
      onRegistered(res);
    } catch (e) {
      if (e instanceof ApiError && e.isNetwork) keep(body);
      else if (e instanceof ApiError) {
        for (const [name, message] of Object.entries(e.fields))
          form.setError(name as keyof MelavaOnSpotValues, { message });
        setFailure(e.message);
      } else setFailure(t("common:errors.network"));
    }
  });

  if (answer || saved)
    return (
      <OnSpotDone
        answer={answer}
        saved={saved}
        onAnother={() => {
          if (onAnother) return onAnother();
          form.reset(EMPTY);
          setPreview(null);
          setAnswer(null);
          setSaved(null);
        }}
      />
    );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} data-testid="onspot-form">
        <Stack gap="sm">
          <Text size="sm">{t("onspot.intro")}</Text>
          <TextInput
            label={t("onspot.mobile")}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            withAsterisk
            data-field="mobile"
            {...form.register("mobile")}
            error={error("mobile")}
          />
          <RadioField
            name="gender"
            label="gender"
            required
            data={[
              { value: 2, label: t("onspot.bride") },
              { value: 1, label: t("onspot.groom") },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField name="firstName" label="firstName" required maxLength={PROFILE_LIMITS.firstName} />
            <TextField name="middleName" label="middleName" maxLength={PROFILE_LIMITS.middleName} />
            <TextField name="lastName" label="lastName" required maxLength={PROFILE_LIMITS.lastName} />
          </SimpleGrid>
          <DobField />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <StateDistrictPicker
              control={form.control}
              states={master.states}
              lang={lang}
              numeric
              emptyValue={undefined}
              labels={{
                state: t("profile:fields.state"),
                district: t("profile:fields.district"),
                statePlaceholder: t("profile:form.select"),
                districtPlaceholder: t("profile:form.select"),
              }}
              errorText={(m) => translateMessage(t, m)}
              selectProps={{ "aria-required": true }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <SelectField
              name="educationId"
              label="education"
              required
              searchable
              data={toOptions(master.educations, lang)}
            />
            <TextField
              name="specialization"
              label="specialization"
              maxLength={PROFILE_LIMITS.specialization}
            />
            <SelectField name="occupationId" label="occupation" data={toOptions(master.occupations, lang)} />
          </SimpleGrid>
          {offline && (
            <Alert color="blue" data-testid="onspot-offline">
              {t("onspot.offlineNote")}
            </Alert>
          )}
          {(!offline || preview) && (
            <Group gap="md" align="center">
              {preview && <Image src={preview} alt="" w={72} h={72} radius="sm" />}
              <PhotoUploader
                label={t("onspot.photo")}
                capture="environment"
                announce={false}
                onUploaded={(photo) => {
                  form.setValue("photoId", photo.photoId);
                  setPreview(photo.previewUrl);
                }}
              />
            </Group>
          )}
          {preview && <Text size="sm">{t("onspot.photoTaken")}</Text>}
          <Controller
            control={form.control}
            name="showPhoto"
            render={({ field }) => (
              <Radio.Group
                label={t("register.photoQuestion")}
                withAsterisk
                value={field.value === undefined ? "" : field.value ? "yes" : "no"}
                onChange={(v) => field.onChange(v === "yes")}
                error={error("showPhoto")}
                data-field="showPhoto"
              >
                <Group gap="lg" mt={6}>
                  <Radio value="yes" label={t("register.photoYes")} />
                  <Radio value="no" label={t("register.photoNo")} />
                </Group>
              </Radio.Group>
            )}
          />
          <Checkbox
            label={t("register.contactLabel")}
            description={t("register.contactHint")}
            {...form.register("showContact")}
          />
          <Checkbox label={t("register.waitingLabel")} {...form.register("joinWaitingList")} />
          {feeRupees > 0 ? (
            <Stack gap={6}>
              <Text fw={600}>{t("onspot.fee", { amount: localNumber(feeRupees, lang) })}</Text>
              <Controller
                control={form.control}
                name="paymentMethod"
                render={({ field }) => (
                  <SegmentedControl
                    aria-label={t("onspot.method")}
                    value={String(field.value ?? "cash")}
                    onChange={field.onChange}
                    data={[
                      { value: "cash", label: t("onspot.cash") },
                      { value: "upi_desk", label: t("onspot.upi") },
                    ]}
                    style={{ alignSelf: "flex-start" }}
                  />
                )}
              />
              <TextInput
                label={t("onspot.receipt")}
                withAsterisk
                maxLength={40}
                data-field="receiptNumber"
                {...form.register("receiptNumber")}
                error={error("receiptNumber") ?? error("paymentMethod")}
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t("onspot.noFee")}
            </Text>
          )}
          {failure && (
            <Text c="red.8" fw={600} role="alert" data-testid="onspot-error">
              {failure}
            </Text>
          )}
          <Button
            type="submit"
            color="maroon"
            loading={form.formState.isSubmitting}
            style={{ alignSelf: "flex-start" }}
            data-testid="onspot-submit"
          >
            {offline ? t("onspot.submitOffline") : t("onspot.submit")}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
