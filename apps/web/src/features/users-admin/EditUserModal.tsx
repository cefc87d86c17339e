import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import {
  type AdminUserDetails,
  type UserEditBody,
  type UserEditInput,
  userEditBodySchema,
} from "@vv/shared/admin-users";
import { LIMITS_USER } from "@vv/shared/users";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { StateDistrictPicker } from "../../components/StateDistrictPicker";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { reportApiError, reportInvalid } from "../auth/form-feedback";
import { useMasterData } from "../reference/api";
import { useEditUser } from "./api";

const FIELDS = ["firstName", "lastName", "stateId", "districtId", "cityVillage", "regionId"] as const;

interface EditUserModalProps {
  user: AdminUserDetails;
  onClose: () => void;
}

/** Edit: names and place with the sign-up form's rules, saved after a confirmation. */
export function EditUserModal({ user, onClose }: EditUserModalProps) {
  const { t, i18n } = useTranslation(["users", "auth"]);
  const master = useMasterData();
  const edit = useEditUser(user.id);
  const [confirming, setConfirming] = useState<UserEditInput | null>(null);
  const mr = i18n.language.startsWith("mr");
  const form = useForm<UserEditBody, unknown, UserEditInput>({
    resolver: zodResolver(userEditBodySchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      stateId: user.stateId as number,
      districtId: user.districtId as number,
      cityVillage: user.cityVillage,
      regionId: user.regionId,
    },
  });
  const errors = form.formState.errors;
  const message = (m?: string) => translateFieldMessage(t, m);
  const states = master.data?.states ?? [];
  const regionOptions = [
    { value: "", label: t("edit.noRegion") },
    ...(master.data?.regions ?? []).map((r) => ({ value: String(r.id), label: mr ? r.mr : r.en })),
  ];
  const selectProps = {
    searchable: true,
    allowDeselect: false,
    nothingFoundMessage: t("auth:register.nothingFound"),
    maxDropdownHeight: 260,
    comboboxProps: { withinPortal: true },
  } as const;

  async function save() {
    if (!confirming) return;
    try {
      const result = await edit.mutateAsync(confirming);
      notifySuccess(result.message);
      onClose();
    } catch (error) {
      reportApiError(error, form.setError, FIELDS);
      throw error;
    }
  }

  return (
    <Modal opened onClose={onClose} title={t("edit.title")} centered size="md" data-testid="user-edit-modal">
      <form onSubmit={form.handleSubmit((values) => setConfirming(values), reportInvalid)} noValidate>
        <Stack gap="sm">
          <TextInput
            {...form.register("firstName")}
            label={t("details.firstName")}
            maxLength={LIMITS_USER.firstName}
            withAsterisk
            error={message(errors.firstName?.message)}
            data-testid="edit-first-name"
          />
          <TextInput
            {...form.register("lastName")}
            label={t("details.lastName")}
            maxLength={LIMITS_USER.lastName}
            withAsterisk
            error={message(errors.lastName?.message)}
            data-testid="edit-last-name"
          />
          <StateDistrictPicker
            control={form.control}
            states={states}
            lang={i18n.language}
            numeric
            labels={{ state: t("details.state"), district: t("details.district") }}
            errorText={message}
            selectProps={selectProps}
          />
          <TextInput
            {...form.register("cityVillage")}
            label={t("details.cityVillage")}
            maxLength={LIMITS_USER.cityVillage}
            error={message(errors.cityVillage?.message)}
          />
          <Controller
            control={form.control}
            name="regionId"
            render={({ field }) => (
              <Select
                {...selectProps}
                searchable={false}
                label={t("details.region")}
                data={regionOptions}
                value={field.value ? String(field.value) : ""}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                error={message(errors.regionId?.message)}
              />
            )}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t("common:actions.cancel")}
            </Button>
            <Button type="submit" data-testid="edit-save">
              {t("edit.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        question={t("confirm.edit")}
        onConfirm={save}
        onClose={() => setConfirming(null)}
      />
    </Modal>
  );
}
