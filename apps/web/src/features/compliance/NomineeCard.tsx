import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LIMITS_NOMINEE,
  type NomineeBody,
  type NomineeResponse,
  nomineeBodySchema,
} from "@vv/shared/data-rights";
import { formatMobile } from "@vv/shared/mobile";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { reportApiError } from "../auth/form-feedback";

const KEY = ["my-nominee"] as const;
const FIELDS = ["name", "relation", "mobile"] as const;

/** My data: the nominee who may use the member's rights on death or incapacity (DPDP Act s14). */
export function NomineeCard() {
  const { t, i18n } = useTranslation(["compliance", "common", "auth"]);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<NomineeResponse>("/me/nominee", signal),
  });
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const form = useForm<NomineeBody>({
    resolver: zodResolver(nomineeBodySchema),
    defaultValues: { name: "", relation: "", mobile: "" },
  });
  const save = useMutation({
    mutationFn: (body: NomineeBody) => api.put<NomineeResponse>("/me/nominee", body),
    onSuccess: (res) => {
      client.setQueryData(KEY, res);
      setEditing(false);
      notifySuccess(t("nominee.saved"));
    },
  });
  const remove = async () => {
    const res = await api.delete<NomineeResponse>("/me/nominee");
    client.setQueryData(KEY, res);
    notifySuccess(t("nominee.removed"));
  };
  const nominee = query.data?.nominee ?? null;
  const err = (name: (typeof FIELDS)[number]) =>
    translateFieldMessage(t, form.formState.errors[name]?.message);
  const startEditing = () => {
    form.reset(
      nominee ? { name: nominee.name, relation: nominee.relation, mobile: nominee.mobile } : undefined,
    );
    setEditing(true);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      reportApiError(error, form.setError, FIELDS);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" data-testid="nominee-card">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t("nominee.title")}
        </Title>
        <Text size="sm">{t("nominee.intro")}</Text>
        {!editing && (
          <>
            <Text size="sm" fw={600} data-testid="nominee-current">
              {nominee
                ? t("nominee.current", {
                    name: nominee.name,
                    relation: nominee.relation,
                    mobile: localNumber(formatMobile(nominee.mobile), i18n.language),
                  })
                : t("nominee.none")}
            </Text>
            <Group gap="sm">
              <Button variant="light" onClick={startEditing} data-testid="nominee-edit">
                {t(nominee ? "nominee.edit" : "nominee.save")}
              </Button>
              {nominee && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(true)}
                  data-testid="nominee-remove"
                >
                  {t("nominee.remove")}
                </Button>
              )}
            </Group>
          </>
        )}
        {editing && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t("nominee.name")}
                  withAsterisk
                  autoComplete="off"
                  maxLength={LIMITS_NOMINEE.name}
                  error={err("name")}
                  data-testid="nominee-name"
                  {...form.register("name")}
                />
                <TextInput
                  label={t("nominee.relation")}
                  description={t("nominee.relationHint")}
                  withAsterisk
                  maxLength={LIMITS_NOMINEE.relation}
                  error={err("relation")}
                  data-testid="nominee-relation"
                  {...form.register("relation")}
                />
              </SimpleGrid>
              <TextInput
                label={t("nominee.mobile")}
                type="tel"
                inputMode="tel"
                withAsterisk
                autoComplete="off"
                error={err("mobile")}
                data-testid="nominee-mobile"
                {...form.register("mobile")}
              />
              <Group gap="sm" justify="flex-end">
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t("nominee.cancel")}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="nominee-save">
                  {t("nominee.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing}
        title={t("nominee.removeConfirmTitle")}
        question={t("nominee.removeConfirmText")}
        confirmColor="red"
        onClose={() => setRemoving(false)}
        onConfirm={remove}
      />
    </Paper>
  );
}
