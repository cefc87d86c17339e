import { Badge, Button, Group, Paper, Rating, Stack, Text, Textarea } from "@mantine/core";
import { REVIEW_LIMITS } from "@vv/shared/review-limits";
import type { ReviewView } from "@vv/shared/reviews";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { useDeleteReply, useDeleteReview, useSaveReply, useSetHidden } from "./api";

interface ReviewCardProps {
  review: ReviewView;
  isAdmin: boolean;
  onEdit: () => void;
}

type Pending = "delete" | "deleteReply" | "hide" | "show" | null;

/** One review: stars, name, date, text, the committee's reply; the author's and admins' actions. */
export function ReviewCard({ review, isAdmin, onEdit }: ReviewCardProps) {
  const { t, i18n } = useTranslation("community");
  const lang = i18n.language;
  const [confirm, setConfirm] = useState<Pending>(null);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const [replyError, setReplyError] = useState<string | null>(null);
  const deleteReview = useDeleteReview();
  const saveReply = useSaveReply();
  const deleteReply = useDeleteReply();
  const setHidden = useSetHidden();

  const openReply = () => {
    setReply(review.reply ?? "");
    setReplyError(null);
    setReplying(true);
  };
  const submitReply = async () => {
    if (!reply.trim()) {
      setReplyError(t("common:validation.required"));
      return;
    }
    try {
      await saveReply.mutateAsync({ id: review.id, reply });
      setReplying(false);
    } catch {
      // the snackbar explains; the text stays for another try
    }
  };

  const questions: Record<Exclude<Pending, null>, string> = {
    delete: t("reviews.deleteQuestion"),
    deleteReply: t("reviews.deleteReplyQuestion"),
    hide: t("reviews.hideQuestion"),
    show: t("reviews.showQuestion"),
  };
  const run = async (action: Exclude<Pending, null>) => {
    if (action === "delete") await deleteReview.mutateAsync(review.id);
    else if (action === "deleteReply") await deleteReply.mutateAsync(review.id);
    else await setHidden.mutateAsync({ id: review.id, hidden: action === "hide" });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="review-card" data-review-id={review.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{review.reviewerName}</Text>
          <Group gap="xs">
            {review.isEdit && (
              <Badge variant="light" color="maroon">
                {t("reviews.yours")}
              </Badge>
            )}
            {review.hidden && (
              <Badge variant="filled" color="gray">
                {t("reviews.hiddenBadge")}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="xs">
          <Rating
            value={review.rating}
            fractions={2}
            readOnly
            color="saffron"
            // A picture of the stars: a plain div may not carry a name (aria-prohibited-attr).
            role="img"
            aria-label={t("reviews.starsAria", { rating: review.rating })}
          />
          <Text size="sm" c="dimmed">
            {formatDate(review.createdAt, lang)}
          </Text>
        </Group>
        {review.text && (
          <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{review.text}</Text>
        )}
        {review.hidden && review.isEdit && !isAdmin && (
          <Text size="sm" c="dimmed">
            {t("reviews.hiddenNote")}
          </Text>
        )}
        {review.reply && !replying && (
          <Paper bg="gray.0" radius="sm" p="sm" ml={{ base: 0, sm: "lg" }} data-testid="review-reply">
            <Text size="sm" fw={600} c="maroon.8">
              {t("reviews.replyLabel")}
              {review.replyAt && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {" · "}
                  {formatDate(review.replyAt, lang)}
                </Text>
              )}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {review.reply}
            </Text>
          </Paper>
        )}
        {replying && (
          <Stack gap="xs">
            <Textarea
              label={t("reviews.replyLabel")}
              placeholder={t("reviews.replyPlaceholder")}
              rows={3}
              autosize={false}
              maxLength={REVIEW_LIMITS.reply}
              value={reply}
              error={replyError}
              onChange={(e) => {
                setReply(e.currentTarget.value);
                setReplyError(null);
              }}
              data-autofocus
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setReplying(false)}>
                {t("reviews.cancel")}
              </Button>
              <Button size="xs" loading={saveReply.isPending} onClick={() => void submitReply()}>
                {t("reviews.saveReply")}
              </Button>
            </Group>
          </Stack>
        )}
        {(review.isEdit || isAdmin) && !replying && (
          <Group gap="xs" mt={4}>
            {review.isEdit && (
              <>
                <Button size="compact-sm" variant="light" onClick={onEdit}>
                  {t("reviews.edit")}
                </Button>
                <Button size="compact-sm" variant="light" color="red" onClick={() => setConfirm("delete")}>
                  {t("reviews.delete")}
                </Button>
              </>
            )}
            {isAdmin && (
              <>
                <Button size="compact-sm" variant="light" onClick={openReply}>
                  {t(review.reply ? "reviews.editReply" : "reviews.reply")}
                </Button>
                {review.reply && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => setConfirm("deleteReply")}
                  >
                    {t("reviews.deleteReply")}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  onClick={() => setConfirm(review.hidden ? "show" : "hide")}
                >
                  {t(review.hidden ? "reviews.show" : "reviews.hide")}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        question={confirm ? questions[confirm] : ""}
        confirmLabel={t("reviews.ok")}
        confirmColor={confirm === "delete" || confirm === "deleteReply" ? "red" : undefined}
        onConfirm={() => (confirm ? run(confirm) : undefined)}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
