import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  BUSINESS_CATEGORIES,
  BUSINESS_LIMITS,
  type BusinessFormValues,
  type BusinessInput,
  businessInputSchema,
} from "@vv/shared/business";
import { MAHARASHTRA_STATE_ID } from "@vv/shared/reference";
import { useEffect, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ProfilePhoto, photoUrlsFor } from "../../components/ProfilePhoto";
import { PhotoUploader } from "../../components/photo/PhotoUploader";
import { notifySuccess } from "../../lib/notify";
import { translateMessage } from "../../lib/translate-message";
import { reportApiError, reportInvalid } from "../auth/form-feedback";
import { FormSelect, FormText } from "../boards/fields";
import { districtOptions, selectOptions } from "../boards/options";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useMasterData } from "../reference/api";
import { useBusinessForm, useSaveBusiness } from "./api";

const FIELDS = [
  "name",
  "ownerName",
  "category",
  "description",
  "address",
  "stateId",
  "districtId",
  "phone",
  "whatsapp",
  "website",
  "photoId",
] as const;

const EMPTY = {
  name: "",
  ownerName: "",
  category: "",
  description: "",
  address: "",
  stateId: String(MAHARASHTRA_STATE_ID),
  districtId: "",
  phone: "",
  whatsapp: "",
  website: "",
  photoId: null,
} as unknown as BusinessFormValues;

function toFormValues(values: Record<string, unknown>): BusinessFormValues {
  return Object.fromEntries(
    Object.entries({ ...EMPTY, ...values }).map(([k, v]) => [
      k,
      k === "photoId" ? (v ?? null) : v === null || v === undefined ? "" : String(v),
    ]),
  ) as unknown as BusinessFormValues;
}

/** /business/new and /business/:id/edit. The photo goes through the profile photo pipeline. */
export function BusinessFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const { t, i18n } = useTranslation(["business", "common"]);
  const lang = i18n.language;
  const { user, ready } = useSignedInUser();
  const navigate = useNavigate();
  const master = useMasterData();
  const stored = useBusinessForm(ready ? id : null);
  const save = useSaveBusiness(id);
  const form = useForm<BusinessFormValues, unknown, BusinessInput>({
    resolver: zodResolver(businessInputSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const { control, handleSubmit, reset, watch, setValue, setError, getValues } = form;

  useEffect(() => {
    if (stored.data) reset(toFormValues(stored.data.values));
  }, [stored.data, reset]);
  useEffect(() => {
    // A new listing starts with the member's own name as the owner's.
    if (id === null && user && !getValues("ownerName"))
      setValue("ownerName", [user.firstName, user.lastName].filter(Boolean).join(" "));
  }, [id, user, getValues, setValue]);

  if (!ready || (id !== null && !stored.data && !stored.isError)) return <Loading />;
  if (stored.isError) return <LoadFailed onRetry={() => void stored.refetch()} />;

  const stateId = Number(watch("stateId")) || null;
  const submit = handleSubmit(
    async (input) => {
      try {
        const saved = await save.mutateAsync(input);
        notifySuccess(saved.message);
        navigate(`/business/${saved.id}`, { replace: true });
      } catch (error) {
        reportApiError(error, setError, FIELDS);
      }
    },
    (errors) => reportInvalid(errors),
  );

  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t(id === null ? "form.createTitle" : "form.editTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("form.intro")}
        </Text>
        {id !== null && stored.data?.status === "approved" && (
          <Alert color="orange" variant="light">
            {t("form.editNotice")}
          </Alert>
        )}
        <Paper
          withBorder
          radius="md"
          p={{ base: "sm", sm: "lg" }}
          component="form"
          onSubmit={submit}
          noValidate
        >
          <Stack gap="sm">
            <PhotoField control={control} />
            <FormText
              control={control}
              name="name"
              label={t("fields.name")}
              required
              maxLength={BUSINESS_LIMITS.name}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <FormText
                control={control}
                name="ownerName"
                label={t("fields.ownerName")}
                required
                maxLength={BUSINESS_LIMITS.ownerName}
              />
              <FormSelect
                control={control}
                name="category"
                label={t("fields.category")}
                required
                data={selectOptions(BUSINESS_CATEGORIES, lang)}
              />
            </SimpleGrid>
            <FormText
              control={control}
              name="description"
              label={t("fields.description")}
              required
              multiline
              maxLength={BUSINESS_LIMITS.description}
            />
            <FormText
              control={control}
              name="address"
              label={t("fields.address")}
              required
              multiline
              maxLength={BUSINESS_LIMITS.address}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <FormSelect
                control={control}
                name="stateId"
                label={t("fields.state")}
                required
                searchable
                data={master.data ? selectOptions(master.data.states, lang) : []}
                onPicked={() => setValue("districtId", "" as unknown as number)}
              />
              <FormSelect
                control={control}
                name="districtId"
                label={t("fields.district")}
                required
                searchable
                data={master.data ? districtOptions(master.data, stateId, lang) : []}
              />
              <FormText
                control={control}
                name="phone"
                label={t("fields.phone")}
                required
                type="tel"
                inputMode="tel"
                maxLength={16}
              />
              <FormText
                control={control}
                name="whatsapp"
                label={t("fields.whatsapp")}
                description={t("form.whatsappHint")}
                type="tel"
                inputMode="tel"
                maxLength={16}
              />
            </SimpleGrid>
            <FormText
              control={control}
              name="website"
              label={t("fields.website")}
              description={t("form.websiteHint")}
              inputMode="url"
              maxLength={BUSINESS_LIMITS.website}
            />
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" onClick={() => navigate(-1)}>
                {t("common:actions.cancel")}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="business-submit">
                {t(id === null ? "form.submit" : "form.save")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

const PREVIEW = 140;

function PhotoField({
  control,
}: {
  control: ReturnType<typeof useForm<BusinessFormValues, unknown, BusinessInput>>["control"];
}) {
  const { t } = useTranslation(["business", "common"]);
  const { field, fieldState } = useController({ control, name: "photoId" });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const photoId = typeof field.value === "string" && field.value ? field.value : null;
  const error = translateMessage(t, fieldState.error?.message);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-field="photoId">
      <div style={{ width: PREVIEW, maxWidth: "40%", flexShrink: 0 }}>
        {localPreview && photoId ? (
          <img
            src={localPreview}
            alt={t("fields.photo")}
            width={PREVIEW}
            height={PREVIEW}
            style={{
              width: "100%",
              height: "auto",
              borderRadius: "var(--mantine-radius-md)",
              display: "block",
            }}
          />
        ) : (
          <ProfilePhoto
            photo={photoId ? photoUrlsFor(photoId) : null}
            alt={t("fields.photo")}
            size={PREVIEW}
            eager
          />
        )}
      </div>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <PhotoUploader
          label={t(photoId ? "form.changePhoto" : "form.choosePhoto")}
          onUploaded={({ photoId: uploaded, previewUrl }) => {
            setLocalPreview(previewUrl);
            field.onChange(uploaded);
          }}
        />
        {photoId && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ alignSelf: "flex-start" }}
            onClick={() => {
              setLocalPreview(null);
              field.onChange(null);
            }}
          >
            {t("form.removePhoto")}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {t("form.photoHint")}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
