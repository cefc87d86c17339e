import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { localNumber } from "@vv/shared/numbers";
import {
  STORY_TEXT_MAX,
  STORY_TEXT_MIN,
  type StoryInput,
  type StoryLanguage,
  storyInputSchema,
} from "@vv/shared/stories";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useDialogClose } from "../../components/dialog-close";
import { PhotoField } from "../../components/photo/PhotoField";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { translateMessage } from "../../lib/translate-message";

type Values = { month: string; text: string; language: StoryLanguage; photoId?: string | null };

/** This month in India time (yyyy-mm): the latest a story's month may be. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

interface Props {
  opened: boolean;
  partnerName: string;
  onClose: () => void;
  onSubmit: (body: StoryInput) => Promise<unknown>;
}

/** The story form: the month, the family's words (Marathi or English) and an optional photo. */
export function StoryForm({ opened, partnerName, onClose, onSubmit }: Props) {
  const { t, i18n } = useTranslation(["stories", "common"]);
  const dialogClose = useDialogClose();
  const form = useForm<Values, unknown, StoryInput>({
    resolver: zodResolver(storyInputSchema),
    defaultValues: {
      month: thisMonth(),
      text: "",
      language: i18n.language.startsWith("mr") ? "mr" : "en",
      photoId: null,
    },
  });
  useEffect(() => {
    if (opened) form.clearErrors();
  }, [opened, form]);
  const error = (name: keyof Values) => translateMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      form.reset();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        for (const [field, message] of Object.entries(e.fields))
          form.setError(field as keyof Values, { message });
      } else if (e instanceof ApiError) notifyError(e.message);
    }
  });
  const length = form.watch("text")?.length ?? 0;
  const lang = i18n.language;
  return (
    <Modal
      closeButtonProps={dialogClose}
      opened={opened}
      onClose={onClose}
      title={t("form.title")}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="story-form">
        <Stack gap="sm">
          <Text size="sm">{t("form.body", { name: partnerName })}</Text>
          <TextInput
            type="month"
            label={t("form.month")}
            max={thisMonth()}
            required
            error={error("month")}
            {...form.register("month")}
            data-testid="story-month"
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="story-language-label">
                  {t("form.language")}
                </Text>
                <SegmentedControl
                  value={field.value}
                  onChange={(v) => field.onChange(v as StoryLanguage)}
                  aria-labelledby="story-language-label"
                  data={[
                    { value: "mr", label: "मराठी" },
                    { value: "en", label: "English" },
                  ]}
                />
              </Stack>
            )}
          />
          <Textarea
            label={t("form.text")}
            description={t("form.textHint", {
              min: localNumber(STORY_TEXT_MIN, lang),
              max: localNumber(STORY_TEXT_MAX, lang),
            })}
            rows={5}
            maxLength={STORY_TEXT_MAX}
            required
            error={error("text")}
            {...form.register("text")}
            data-testid="story-text"
          />
          <Text size="xs" c="dimmed" ta="right" aria-live="polite">
            {localNumber(length, lang)} / {localNumber(STORY_TEXT_MAX, lang)}
          </Text>
          <Text size="sm" fw={500}>
            {t("form.photo")}
          </Text>
          <PhotoField
            control={form.control}
            name="photoId"
            size={120}
            labels={{
              photo: t("form.photo"),
              choose: t("form.choosePhoto"),
              change: t("form.changePhoto"),
              remove: t("form.removePhoto"),
              hint: t("form.photoHint"),
            }}
            errorText={(m) => translateMessage(t, m)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button
              type="submit"
              color="maroon.8"
              loading={form.formState.isSubmitting}
              data-testid="story-submit"
            >
              {t("form.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
