import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { CAPTION_MAX, SITE_IMAGE_LIMITS, type SiteImage, type SiteImageKind } from "@vv/shared/site-content";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { PhotoUploader } from "../../components/photo/PhotoUploader";
import { API_BASE } from "../../lib/base-path";
import { useTranslation } from "../../lib/i18n";
import { useAdminUser } from "../auth/use-admin";
import { AdminNav } from "./AdminNav";
import { useAddImage, useMoveImage, useRemoveImage, useSaveCaption, useSiteImages } from "./api";

/** The carousel is wide (as the bundled 1600×700 artwork); gallery tiles are square. */
const ASPECT: Record<SiteImageKind, number> = { carousel: 16 / 7, gallery: 1 };

function ImageRow({ image, first, last }: { image: SiteImage; first: boolean; last: boolean }) {
  const { t } = useTranslation("site-admin");
  const [en, setEn] = useState(image.captionEn);
  const [mr, setMr] = useState(image.captionMr);
  const [confirm, setConfirm] = useState(false);
  const save = useSaveCaption();
  const move = useMoveImage();
  const remove = useRemoveImage();
  const dirty = en !== image.captionEn || mr !== image.captionMr;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`site-image-${image.kind}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <img
          src={`${API_BASE}${image.photo.thumb}`}
          alt={en || mr}
          width={image.kind === "carousel" ? 183 : 120}
          height={120}
          style={{ objectFit: "cover", borderRadius: "var(--mantine-radius-sm)", maxWidth: "100%" }}
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
          <TextInput
            label={t("content.captionEn")}
            maxLength={CAPTION_MAX}
            value={en}
            onChange={(e) => setEn(e.currentTarget.value)}
          />
          <TextInput
            label={t("content.captionMr")}
            maxLength={CAPTION_MAX}
            value={mr}
            onChange={(e) => setMr(e.currentTarget.value)}
          />
          <Group gap="xs" justify="space-between">
            <Group gap={4}>
              <ActionIcon
                variant="light"
                disabled={first}
                aria-label={t("content.moveUp")}
                onClick={() => move.mutate({ id: image.id, direction: "up" })}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="light"
                disabled={last}
                aria-label={t("content.moveDown")}
                onClick={() => move.mutate({ id: image.id, direction: "down" })}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t("content.remove")}
                onClick={() => setConfirm(true)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Button
              size="xs"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate({ id: image.id, captionEn: en, captionMr: mr })}
            >
              {t("content.saveCaption")}
            </Button>
          </Group>
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirm}
        question={t("content.removeQuestion")}
        confirmColor="red"
        onConfirm={() => remove.mutateAsync(image.id)}
        onClose={() => setConfirm(false)}
      />
    </Paper>
  );
}

function KindSection({ kind, images }: { kind: SiteImageKind; images: SiteImage[] }) {
  const { t } = useTranslation("site-admin");
  const add = useAddImage();
  const max = SITE_IMAGE_LIMITS[kind];
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            {t(`content.${kind}`)}
          </Title>
          <Badge variant="light">{t("content.count", { count: images.length, max })}</Badge>
        </Group>
        {images.length === 0 && <Text c="dimmed">{t("content.usingDefaults")}</Text>}
        {images.map((image, i) => (
          <ImageRow
            key={`${image.id}-${image.captionEn}-${image.captionMr}`}
            image={image}
            first={i === 0}
            last={i === images.length - 1}
          />
        ))}
        {images.length < max && (
          <PhotoUploader
            label={t("content.add")}
            aspect={ASPECT[kind]}
            announce={false}
            onUploaded={async ({ photoId }) => {
              await add.mutateAsync({ kind, photoId, captionEn: "", captionMr: "" });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Admin: the home carousel (3) and gallery (9); the bundled artwork shows until images are added. */
export function ContentPage() {
  const { t } = useTranslation("site-admin");
  const { ready } = useAdminUser();
  const images = useSiteImages();
  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <AdminNav />
        <Stack gap={4}>
          <Title order={1} c="maroon.9">
            {t("content.title")}
          </Title>
          <Text c="dimmed">{t("content.intro")}</Text>
        </Stack>
        {!ready ? (
          <Loading />
        ) : images.isError && !images.data ? (
          <LoadFailed onRetry={() => void images.refetch()} />
        ) : !images.data ? (
          <Loading />
        ) : (
          <>
            <KindSection kind="carousel" images={images.data.carousel} />
            <KindSection kind="gallery" images={images.data.gallery} />
          </>
        )}
      </Stack>
    </Container>
  );
}
