import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Rating, Stack, Text, Textarea } from "@mantine/core";
import {
  REVIEW_LIMITS,
  type ReviewFormValues,
  type ReviewInput,
  reviewInputSchema,
} from "@vv/shared/reviews";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useDialogClose } from "../../components/dialog-close";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useSubmitKey } from "../../lib/submit-key";
import { translateMessage } from "../../lib/translate-message";
import { NetworkRetry } from "../pwa/NetworkRetry";
import { useSaveReview } from "./api";

interface ReviewDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The review being edited, or null for a new one. */
  review: { id: number; rating: number; text: string } | null;
}

/** The Rating & Review dialog: stars (half steps, default 0), text (3 rows), Submit. */
export function ReviewDialog({ opened, onClose, review }: ReviewDialogProps) {
  const { t } = useTranslation(["community", "common"]);
  const dialogClose = useDialogClose();
  const save = useSaveReview();
  const submitKey = useSubmitKey();
  const [notSent, setNotSent] = useState(false);
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    values: { rating: review?.rating ?? 0, text: review?.text ?? "" },
  });
  const ratingError = translateMessage(t, form.formState.errors.rating?.message);
  const textError = translateMessage(t, form.formState.errors.text?.message);

  const submit = form.handleSubmit(async (input) => {
    setNotSent(false);
    try {
      await save.mutateAsync({ id: review?.id ?? null, input, key: submitKey.current() });
      submitKey.renew();
      onClose();
    } catch (error) {
      // the snackbar shows the server's message; the dialog keeps what was written
      if (error instanceof ApiError && error.isNetwork) setNotSent(true);
    }
  });

  return (
    <Modal
      closeButtonProps={dialogClose}
      opened={opened}
      onClose={onClose}
      title={t("reviews.dialogTitle")}
      centered
      data-testid="review-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} id="review-rating-label" mb={4}>
              {t("reviews.ratingLabel")}{" "}
              <Text span c="red" aria-hidden>
                *
              </Text>
            </Text>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <Rating
                  value={Number(field.value) || 0}
                  onChange={(v) => field.onChange(v)}
                  fractions={2}
                  size="xl"
                  color="saffron"
                  aria-labelledby="review-rating-label"
                  data-testid="review-rating"
                />
              )}
            />
            {ratingError && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {ratingError}
              </Text>
            )}
          </div>
          <Textarea
            label={t("reviews.textLabel")}
            placeholder={t("reviews.textPlaceholder")}
            rows={3}
            autosize={false}
            maxLength={REVIEW_LIMITS.text}
            error={textError}
            {...form.register("text")}
          />
          {notSent && <NetworkRetry onRetry={() => void submit()} loading={save.isPending} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("reviews.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("reviews.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
