import { Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";
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
import { FormDateField } from "../../components/DateField";
import { useTranslation } from "../../lib/i18n";
import { asFormStrings, BoardFormPage } from "../boards/BoardFormPage";
import { BoardPlacePicker } from "../boards/BoardPlacePicker";
import { emptyValues } from "../boards/field-helpers";
import { selectOptions } from "../boards/options";
import { jobsApi } from "./api";

const EMPTY = emptyValues<JobFormValues>(jobInputSchema.shape, { stateId: String(MAHARASHTRA_STATE_ID) });
const toFormValues = (values: Record<string, unknown>) => asFormStrings(EMPTY, values);

/** /job-updates/new and /job-updates/:id/edit: the board form with a job's own fields. */
export function JobFormPage() {
  const { t } = useTranslation(["jobs", "common"]);
  const today = todayInIndia();
  return (
    <BoardFormPage<JobFormValues, JobInput>
      board={jobsApi}
      empty={EMPTY}
      schema={jobInputSchema}
      toFormValues={toFormValues}
    >
      {({ form: { control }, field, master, lang }) => (
        <>
          {field.text("title", { required: true, maxLength: JOB_LIMITS.title })}
          {field.text("employer", { required: true, maxLength: JOB_LIMITS.employer })}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field.select("jobType", selectOptions(JOB_TYPES, lang), { required: true })}
            {field.select("qualificationId", selectOptions(JOB_QUALIFICATIONS, lang), {
              required: true,
              label: "fields.qualification",
            })}
            <BoardPlacePicker control={control} ns="jobs" master={master} lang={lang} />
            {field.text("salaryMin", { hint: "form.salaryHint", inputMode: "numeric", maxLength: 9 })}
            {field.text("salaryMax", { inputMode: "numeric", maxLength: 9 })}
          </SimpleGrid>
          <FormDateField
            control={control}
            name="lastDate"
            label={t("fields.lastDate")}
            required
            minDate={today}
            maxDate={addDays(today, JOB_MAX_DAYS_AHEAD)}
          />
          {field.text("description", { multiline: true, maxLength: JOB_LIMITS.description })}
          <Fieldset legend={t("fields.howToApply")} radius="md" p="sm">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t("form.applyHint")}
              </Text>
              {field.text("applyPhone", { type: "tel", inputMode: "tel", maxLength: 16 })}
              {field.text("applyEmail", { type: "email", maxLength: JOB_LIMITS.email })}
              {field.text("applyUrl", {
                inputMode: "url",
                maxLength: JOB_LIMITS.url,
                placeholder: "https://",
              })}
            </Stack>
          </Fieldset>
        </>
      )}
    </BoardFormPage>
  );
}
