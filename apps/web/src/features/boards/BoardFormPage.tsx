import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { MasterData } from "@vv/shared/master-data";
import { type ReactNode, useEffect, useState } from "react";
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import type { ZodType } from "zod";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { type SubmitKey, useSubmitKey } from "../../lib/submit-key";
import { reportApiError, reportInvalid } from "../auth/form-feedback";
import { useSignedInUser } from "../profiles/use-signed-in";
import { NetworkRetry } from "../pwa/NetworkRetry";
import { useMasterData } from "../reference/api";
import type { Saved } from "./api";
import { boardFieldHelpers } from "./field-helpers";

type SignedIn = ReturnType<typeof useSignedInUser>["user"];

export interface BoardFormContext<Values extends FieldValues, Input> {
  form: UseFormReturn<Values, unknown, Input>;
  /** One-line fields labelled from the board's translations. */
  field: ReturnType<typeof boardFieldHelpers<Values>>;
  /** null for a new post. */
  id: number | null;
  user: SignedIn;
  master: MasterData | undefined;
  lang: string;
}

interface BoardFormPageProps<Values extends FieldValues, Input> {
  /** The board's API (boardApi): its namespace, pages, stored form and save. */
  board: {
    ns: "jobs" | "business";
    /** "/job-updates" or "/business": where a saved post is shown. */
    basePath: string;
    submitTestId: string;
    useForm: (id: number | null) => UseQueryResult<{ status: string; values: object }>;
    useSave: (id: number | null, key: SubmitKey) => UseMutationResult<Saved, Error, Input>;
  };
  empty: Values;
  schema: ZodType<Input, Values>;
  /** Stored values as the form's strings. */
  toFormValues: (stored: Record<string, unknown>) => Values;
  children: (ctx: BoardFormContext<Values, Input>) => ReactNode;
}

/** Stored values as the form's strings (null and missing as ""). */
export function asFormStrings<Values>(empty: Values, values: Record<string, unknown>, keep: string[] = []) {
  return Object.fromEntries(
    Object.entries({ ...empty, ...values }).map(([k, v]) => [
      k,
      keep.includes(k) ? (v ?? null) : v === null || v === undefined ? "" : String(v),
    ]),
  ) as unknown as Values;
}

/**
 * A board's create / edit page: one validated form (the shared schema's rules), the committee notice,
 * and a submit that survives a dropped connection (what was typed stays; "Try again" resends with
 * the same Idempotency-Key, so the post is stored once). Each board supplies its own fields.
 */
export function BoardFormPage<Values extends FieldValues, Input>(props: BoardFormPageProps<Values, Input>) {
  const { empty, schema, toFormValues } = props;
  const { ns, basePath, submitTestId } = props.board;
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const { t, i18n } = useTranslation([ns, "common"]);
  const { user, ready } = useSignedInUser();
  const navigate = useNavigate();
  const master = useMasterData();
  const stored = props.board.useForm(ready ? id : null);
  const submitKey = useSubmitKey();
  const save = props.board.useSave(id, submitKey);
  const [notSent, setNotSent] = useState(false);
  const form = useForm<Values, unknown, Input>({
    resolver: zodResolver(schema as never),
    defaultValues: empty as DefaultValues<Values>,
    mode: "onTouched",
  });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (stored.data) reset(toFormValues(stored.data.values as Record<string, unknown>));
  }, [stored.data, reset, toFormValues]);

  if (!ready || (id !== null && !stored.data && !stored.isError)) return <Loading />;
  if (stored.isError) return <LoadFailed onRetry={() => void stored.refetch()} />;

  const submit = handleSubmit(
    async (input) => {
      setNotSent(false);
      try {
        const saved = await save.mutateAsync(input);
        submitKey.renew();
        notifySuccess(saved.message);
        navigate(`${basePath}/${saved.id}`, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.isNetwork) setNotSent(true);
        // The server's field errors land on the form's fields.
        else reportApiError(error, setError, Object.keys(empty));
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
            {props.children({
              form,
              field: boardFieldHelpers(form.control as unknown as Control<Values>, t),
              id,
              user,
              master: master.data,
              lang: i18n.language,
            })}
            {notSent && <NetworkRetry onRetry={() => void submit()} loading={save.isPending} />}
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" onClick={() => navigate(-1)}>
                {t("common:actions.cancel")}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid={submitTestId}>
                {t(id === null ? "form.submit" : "form.save")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
