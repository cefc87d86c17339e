import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import { SAVED_SEARCH_MAX, SAVED_SEARCH_NAME_MAX, savedSearchRenameSchema } from "@vv/shared/saved-searches";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useDialogClose } from "../../components/dialog-close";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";

/**
 * The name of a search: asked when saving the list's filters, and when renaming. A refusal of the
 * name shows under the field; "too many searches" stays in the dialog with the way to the list.
 */
export function SearchNameDialog({
  opened,
  mode,
  initialName = "",
  onClose,
  onSubmit,
}: {
  opened: boolean;
  mode: "save" | "rename";
  initialName?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("matches", { keyPrefix: "searches" });
  const dialogClose = useDialogClose();
  // The shared schema's messages are whole keys ("matches:searches.errors…"), read without the prefix.
  const { t: tAll } = useTranslation("matches");
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [full, setFull] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(undefined);
      setFull(false);
    }
  }, [opened, initialName]);

  async function submit() {
    const parsed = savedSearchRenameSchema.safeParse({ name });
    if (!parsed.success) return setError(translateFieldMessage(tAll, parsed.error.issues[0]?.message));
    setBusy(true);
    try {
      await onSubmit(parsed.data.name);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setFull(true);
      else setError(e instanceof ApiError ? (e.fields.name ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      closeButtonProps={dialogClose}
      opened={opened}
      onClose={onClose}
      title={t(mode === "save" ? "form.saveTitle" : "form.renameTitle")}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" data-testid="search-name-form">
          {full ? (
            <Text size="sm" role="alert">
              {t("form.full", { max: localNumber(SAVED_SEARCH_MAX, i18n.language) })}{" "}
              <Anchor component={Link} to="/user/saved-searches" onClick={onClose} underline="always">
                {t("actions.manage")}
              </Anchor>
            </Text>
          ) : (
            <TextInput
              label={t("form.name")}
              placeholder={t("form.namePlaceholder")}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX + 10}
              error={error}
              data-autofocus
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(undefined);
              }}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("actions.cancel")}
            </Button>
            {!full && (
              <Button type="submit" loading={busy}>
                {t(mode === "save" ? "actions.confirmSave" : "actions.confirmRename")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
