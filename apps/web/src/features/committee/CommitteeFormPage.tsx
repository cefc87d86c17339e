import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  COMMITTEE_LIMITS,
  COMMITTEE_ORDER_MAX,
  type CommitteeDetails,
  type CommitteeMemberFormValues,
  type CommitteeMemberInput,
  committeeMemberInputSchema,
} from "@vv/shared/committee";
import { COMMITTEE_DESIGNATIONS, REGIONS, TITLES } from "@vv/shared/reference";
import { useEffect } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { PhotoField } from "../../components/photo/PhotoField";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { translateMessage } from "../../lib/translate-message";
import { useSignedInUser } from "../profiles/use-signed-in";
import { toOptions } from "../reference/options";
import { useCommittee, useCommitteeMember, useSaveCommitteeMember } from "./api";

type Values = CommitteeMemberFormValues;
const EMPTY: Values = {
  regionId: "" as unknown as number,
  titleId: "" as unknown as number,
  firstName: "",
  middleName: "",
  lastName: "",
  designationId: "" as unknown as number,
  mobile: "",
  occupation: "",
  workAddress: "",
  currentAddress: "",
  permanentAddress: "",
  orderBy: 0,
  photoId: "",
};

function valuesOf(m: CommitteeDetails): Values {
  return {
    regionId: m.regionId,
    titleId: m.titleId,
    firstName: m.firstName,
    middleName: m.middleName,
    lastName: m.lastName,
    designationId: m.designationId,
    mobile: m.mobile,
    occupation: m.occupation ?? "",
    workAddress: m.workAddress,
    currentAddress: m.currentAddress ?? "",
    permanentAddress: m.permanentAddress ?? "",
    orderBy: m.orderBy,
    photoId: m.photoId ?? "",
  };
}

/** Create and edit a committee member: every field required, editors only. */
export function CommitteeFormPage() {
  const { t, i18n } = useTranslation(["community", "common", "profile"]);
  const lang = i18n.language;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || null;
  const { ready } = useSignedInUser();
  const access = useCommittee(null);
  const existing = useCommitteeMember(ready ? id : null);
  const save = useSaveCommitteeMember();
  const form = useForm<Values, unknown, CommitteeMemberInput>({
    resolver: zodResolver(committeeMemberInputSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (existing.data) reset(valuesOf(existing.data));
  }, [existing.data, reset]);
  // Not an editor: back to the list (the server refuses anyway).
  useEffect(() => {
    if (access.data && !access.data.canEdit) navigate("/committee", { replace: true });
  }, [access.data, navigate]);

  const err = (name: FieldPath<Values>) => translateMessage(t, form.formState.errors[name]?.message);
  const text = (name: FieldPath<Values>, max: number, multiline = false) => {
    const props = {
      label: t(`committee.fields.${name}`),
      withAsterisk: true,
      maxLength: max,
      error: err(name),
      ...form.register(name),
    };
    return (
      <div data-field={name}>
        {multiline ? <Textarea {...props} autosize minRows={2} maxRows={5} /> : <TextInput {...props} />}
      </div>
    );
  };
  const select = (
    name: "regionId" | "titleId" | "designationId",
    list: readonly { id: number; en: string; mr: string }[],
  ) => (
    <div data-field={name}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            label={t(`committee.fields.${name}`)}
            withAsterisk
            data={toOptions(list, lang).map((o) => ({ value: String(o.value), label: o.label }))}
            value={
              field.value === undefined || field.value === null || String(field.value) === ""
                ? null
                : String(field.value)
            }
            onChange={(v) => field.onChange(v === null ? "" : Number(v))}
            onBlur={field.onBlur}
            error={err(name)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </div>
  );

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await save.mutateAsync({ id, input });
      navigate(`/committee-member-details?id=${res.id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as FieldPath<Values>, { message });
    }
  });

  const loading = !ready || !access.data || (id !== null && !existing.data);
  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Title order={1} size="h2" c="maroon.9" mb="md">
        {t(id ? "committee.editTitle" : "committee.createTitle")}
      </Title>
      {existing.isError ? (
        <LoadFailed onRetry={() => void existing.refetch()} />
      ) : loading ? (
        <Loading />
      ) : (
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PhotoField
                control={form.control}
                name="photoId"
                size={140}
                emptyValue=""
                labels={{
                  photo: t("committee.fields.photo"),
                  choose: t("committee.choosePhoto"),
                  change: t("committee.changePhoto"),
                  hint: t("committee.photoHint"),
                }}
                errorText={(m) => translateMessage(t, m)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {select("regionId", REGIONS)}
                {select("titleId", TITLES)}
                {text("firstName", COMMITTEE_LIMITS.firstName)}
                {text("middleName", COMMITTEE_LIMITS.middleName)}
                {text("lastName", COMMITTEE_LIMITS.lastName)}
                {select("designationId", COMMITTEE_DESIGNATIONS)}
                <div data-field="mobile">
                  <TextInput
                    label={t("committee.fields.mobile")}
                    withAsterisk
                    type="tel"
                    inputMode="tel"
                    maxLength={16}
                    error={err("mobile")}
                    {...form.register("mobile")}
                  />
                </div>
                {text("occupation", COMMITTEE_LIMITS.occupation)}
              </SimpleGrid>
              {text("workAddress", COMMITTEE_LIMITS.workAddress, true)}
              {text("currentAddress", COMMITTEE_LIMITS.currentAddress, true)}
              {text("permanentAddress", COMMITTEE_LIMITS.permanentAddress, true)}
              <div data-field="orderBy">
                <Controller
                  control={form.control}
                  name="orderBy"
                  render={({ field }) => (
                    <NumberInput
                      label={t("committee.fields.orderBy")}
                      description={t("committee.fields.orderByHint")}
                      withAsterisk
                      min={0}
                      max={COMMITTEE_ORDER_MAX}
                      allowDecimal={false}
                      allowNegative={false}
                      value={field.value as number}
                      onChange={(v) => field.onChange(v === "" ? "" : Number(v))}
                      onBlur={field.onBlur}
                      error={err("orderBy")}
                      maw={240}
                    />
                  )}
                />
              </div>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(-1)}>
                  {t("committee.cancel")}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t("committee.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Container>
  );
}
