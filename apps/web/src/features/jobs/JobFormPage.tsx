import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Container,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  addDays,
  JOB_LIMITS,
  JOB_MAX_DAYS_AHEAD,
  JOB_QUALIFICATIONS,
  JOB_TYPES,
  type JobFormValues,
  type JobInput,
  jobInputSchema,
  todayInIndia,
} from "@vv/shared/jobs";
import { MAHARASHTRA_STATE_ID } from "@vv/shared/reference";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { FormDateField } from "../../components/DateField";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { notifySuccess } from "../../lib/notify";
import { reportApiError, reportInvalid } from "../auth/form-feedback";
import { FormSelect, FormText } from "../boards/fields";
import { districtOptions, selectOptions } from "../boards/options";
import { useSignedInUser } from "../profiles/use-signed-in";
import { useMasterData } from "../reference/api";
import { useJobForm, useSaveJob } from "./api";

const FIELDS = [
  "title",
  "employer",
  "description",
  "stateId",
  "districtId",
  "jobType",
  "qualificationId",
  "salaryMin",
  "salaryMax",
  "lastDate",
  "applyPhone",
  "applyEmail",
  "applyUrl",
] as const;

const EMPTY: JobFormValues = {
  title: "",
  employer: "",
  description: "",
  stateId: String(MAHARASHTRA_STATE_ID) as unknown as number,
  districtId: "" as unknown as number,
  jobType: "" as JobFormValues["jobType"],
  qualificationId: "" as unknown as number,
  salaryMin: "",
  salaryMax: "",
  lastDate: "",
  applyPhone: "",
  applyEmail: "",
  applyUrl: "",
};

/** Stored values as the form's strings. */
function toFormValues(values: Record<string, unknown>): JobFormValues {
  return Object.fromEntries(
    Object.entries({ ...EMPTY, ...values }).map(([k, v]) => [
      k,
      v === null || v === undefined ? "" : String(v),
    ]),
  ) as unknown as JobFormValues;
}

/** /job-updates/new and /job-updates/:id/edit: one validated form, the shared schema's rules. */
export function JobFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const { t, i18n } = useTranslation(["jobs", "common"]);
  const lang = i18n.language;
  const { ready } = useSignedInUser();
  const navigate = useNavigate();
  const master = useMasterData();
  const stored = useJobForm(ready ? id : null);
  const save = useSaveJob(id);
  const form = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(jobInputSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const { control, handleSubmit, reset, watch, setValue, setError } = form;

  useEffect(() => {
    if (stored.data) reset(toFormValues(stored.data.values));
  }, [stored.data, reset]);

  if (!ready || (id !== null && !stored.data && !stored.isError)) return <Loading />;
  if (stored.isError) return <LoadFailed onRetry={() => void stored.refetch()} />;

  const stateId = Number(watch("stateId")) || null;
  const today = todayInIndia();
  const submit = handleSubmit(
    async (input) => {
      try {
        const saved = await save.mutateAsync(input);
        notifySuccess(saved.message);
        navigate(`/job-updates/${saved.id}`, { replace: true });
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
            <FormText
              control={control}
              name="title"
              label={t("fields.title")}
              required
              maxLength={JOB_LIMITS.title}
            />
            <FormText
              control={control}
              name="employer"
              label={t("fields.employer")}
              required
              maxLength={JOB_LIMITS.employer}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <FormSelect
                control={control}
                name="jobType"
                label={t("fields.jobType")}
                required
                data={selectOptions(JOB_TYPES, lang)}
              />
              <FormSelect
                control={control}
                name="qualificationId"
                label={t("fields.qualification")}
                required
                data={selectOptions(JOB_QUALIFICATIONS, lang)}
              />
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
                name="salaryMin"
                label={t("fields.salaryMin")}
                description={t("form.salaryHint")}
                inputMode="numeric"
                maxLength={9}
              />
              <FormText
                control={control}
                name="salaryMax"
                label={t("fields.salaryMax")}
                inputMode="numeric"
                maxLength={9}
              />
            </SimpleGrid>
            <FormDateField
              control={control}
              name="lastDate"
              label={t("fields.lastDate")}
              required
              minDate={today}
              maxDate={addDays(today, JOB_MAX_DAYS_AHEAD)}
            />
            <FormText
              control={control}
              name="description"
              label={t("fields.description")}
              multiline
              maxLength={JOB_LIMITS.description}
            />
            <Fieldset legend={t("fields.howToApply")} radius="md" p="sm">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t("form.applyHint")}
                </Text>
                <FormText
                  control={control}
                  name="applyPhone"
                  label={t("fields.applyPhone")}
                  type="tel"
                  inputMode="tel"
                  maxLength={16}
                />
                <FormText
                  control={control}
                  name="applyEmail"
                  label={t("fields.applyEmail")}
                  type="email"
                  maxLength={JOB_LIMITS.email}
                />
                <FormText
                  control={control}
                  name="applyUrl"
                  label={t("fields.applyUrl")}
                  inputMode="url"
                  maxLength={JOB_LIMITS.url}
                  placeholder="https://"
                />
              </Stack>
            </Fieldset>
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" onClick={() => navigate(-1)}>
                {t("common:actions.cancel")}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="job-submit">
                {t(id === null ? "form.submit" : "form.save")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
