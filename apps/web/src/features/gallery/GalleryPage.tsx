import { Container, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { GALLERY_SIZE } from "@vv/shared/constants";
import { API_BASE } from "../../lib/base-path";
import { useTranslation } from "../../lib/i18n";
import { useSiteImages } from "../site-admin/site-images";

const items = Array.from({ length: GALLERY_SIZE }, (_, i) => i + 1);

export function GalleryPage() {
  const { t, i18n } = useTranslation("pages");
  const managed = useSiteImages().data?.gallery ?? [];
  const mr = i18n.language.startsWith("mr");
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1} c="maroon.9">
          {t("gallery.title")}
        </Title>
        <Text>{t("gallery.intro")}</Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="gallery-grid">
          {managed.map((image) => {
            const caption = mr ? image.captionMr || image.captionEn : image.captionEn || image.captionMr;
            return (
              <Paper
                key={image.id}
                withBorder
                radius="md"
                style={{ overflow: "hidden" }}
                component="figure"
                m={0}
              >
                <picture>
                  <source type="image/webp" srcSet={`${API_BASE}${image.photo.full}`} />
                  <Image
                    src={`${API_BASE}${image.photo.fullJpeg}`}
                    alt={caption}
                    loading="lazy"
                    width={600}
                    height={600}
                    style={{ aspectRatio: "1 / 1", height: "auto", objectFit: "cover" }}
                  />
                </picture>
                {caption && (
                  <Text component="figcaption" size="sm" p="xs">
                    {caption}
                  </Text>
                )}
              </Paper>
            );
          })}
          {managed.length === 0 &&
            items.map((n) => (
              <Paper key={n} withBorder radius="md" style={{ overflow: "hidden" }} component="figure" m={0}>
                <picture>
                  <source
                    type="image/webp"
                    srcSet={`artwork/gallery-${n}-300.webp 300w, artwork/gallery-${n}-600.webp 600w`}
                    sizes="(max-width: 48em) 50vw, 25vw"
                  />
                  <Image
                    src={`artwork/gallery-${n}-600.jpg`}
                    alt={t(`gallery.items.g${n}`)}
                    loading="lazy"
                    width={600}
                    height={600}
                    style={{ aspectRatio: "1 / 1", height: "auto" }}
                  />
                </picture>
                <Text component="figcaption" size="sm" p="xs">
                  {t(`gallery.items.g${n}`)}
                </Text>
              </Paper>
            ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
