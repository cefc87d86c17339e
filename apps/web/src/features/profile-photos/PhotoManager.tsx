import { ActionIcon, Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconTrash } from "@tabler/icons-react";
import { localNumber } from "@vv/shared/numbers";
import { PROFILE_PHOTOS_MAX } from "@vv/shared/profile-photos";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { PhotoUploader } from "../../components/photo/PhotoUploader";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { type ManagedPhoto, useManagedPhotos, usePhotoChange } from "./api";
import { moved } from "./order";

const STATUS_COLOR = { pending: "orange", approved: "green", rejected: "red" } as const;

/**
 * A family's photos (up to PROFILE_PHOTOS_MAX): each with the committee's decision, move earlier
 * or later with buttons (keyboard and touch alike, no dragging needed), delete after a question,
 * and add another through the usual crop-and-upload step.
 */
export function PhotoManager({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation("photos");
  const n = (value: number) => localNumber(value, i18n.language);
  const photos = useManagedPhotos(profileId);
  const change = usePhotoChange(profileId);
  const [deleting, setDeleting] = useState<ManagedPhoto | null>(null);
  const busy = change.add.isPending || change.remove.isPending || change.reorder.isPending;

  if (photos.isError) return <LoadFailed onRetry={() => void photos.refetch()} />;
  if (!photos.data) return null;
  const { items, canChange } = photos.data;
  const ids = items.map((p) => p.photoId);
  const full = items.length >= PROFILE_PHOTOS_MAX;
  const reorder = async (index: number, step: -1 | 1) => {
    const result = await change.reorder.mutateAsync(moved(ids, index, step));
    notifySuccess(result.message);
  };

  return (
    <Stack gap="xs" data-testid="photo-manager" component="section" aria-labelledby={`photos-${profileId}`}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md" id={`photos-${profileId}`}>
          {t("title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("count", { count: n(items.length), max: n(PROFILE_PHOTOS_MAX) })}
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {t("hint", { max: n(PROFILE_PHOTOS_MAX) })}
      </Text>
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="xs"
        component="ol"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {items.map((photo, index) => (
          <Paper component="li" withBorder radius="md" p={6} key={photo.photoId} data-testid="managed-photo">
            <Stack gap={4}>
              <ProfilePhoto photo={photo.urls} alt={t("number", { n: n(index + 1) })} size={160} />
              <Text size="sm" fw={600}>
                {t("number", { n: n(index + 1) })}
              </Text>
              <Group gap={4}>
                <Badge
                  color={STATUS_COLOR[photo.status]}
                  variant="light"
                  size="sm"
                  data-testid="photo-status"
                >
                  {t(`status.${photo.status}`)}
                </Badge>
                {photo.isMain && (
                  <Badge color="maroon" variant="filled" size="sm">
                    {t("main")}
                  </Badge>
                )}
              </Group>
              {photo.remark && (
                <Text size="xs" c="red.8" style={{ overflowWrap: "anywhere" }}>
                  {t("remark", { remark: photo.remark })}
                </Text>
              )}
              {canChange && (
                <Group gap={4} justify="space-between">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t("moveEarlier", { n: n(index + 1) })}
                      title={t("moveEarlier", { n: n(index + 1) })}
                      disabled={index === 0 || busy}
                      onClick={() => void reorder(index, -1)}
                    >
                      <IconArrowLeft size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t("moveLater", { n: n(index + 1) })}
                      title={t("moveLater", { n: n(index + 1) })}
                      disabled={index === items.length - 1 || busy}
                      onClick={() => void reorder(index, 1)}
                    >
                      <IconArrowRight size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                  {items.length > 1 && (
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t("delete", { n: n(index + 1) })}
                      title={t("delete", { n: n(index + 1) })}
                      disabled={busy}
                      onClick={() => setDeleting(photo)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {canChange &&
        (full ? (
          <Alert color="gray" variant="light" p="xs">
            <Text size="sm">{t("full", { max: n(PROFILE_PHOTOS_MAX) })}</Text>
          </Alert>
        ) : (
          <PhotoUploader
            label={t("add")}
            announce={false}
            disabled={busy}
            onUploaded={async ({ photoId }) => {
              const result = await change.add.mutateAsync(photoId);
              notifySuccess(result.message);
            }}
          />
        ))}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("deleteTitle")}
        question={t("deleteBody", { n: n(deleting ? ids.indexOf(deleting.photoId) + 1 : 0) })}
        confirmLabel={t("deleteConfirm")}
        confirmColor="red"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await change.remove.mutateAsync(deleting.photoId);
          notifySuccess(result.message);
        }}
      />
    </Stack>
  );
}
