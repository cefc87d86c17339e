import { Center, Text } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import type { PhotoUrls } from "@vv/shared/profile-views";
import { type CSSProperties, useState } from "react";
import { API_BASE } from "../lib/base-path";
import { useTranslation } from "../lib/i18n";
import { cardSrcSet } from "./photo-sources";

interface ProfilePhotoProps {
  photo: PhotoUrls | null;
  alt: string;
  /**
   * thumb for cards: the 200 px card square or the 320 px thumbnail, whichever the screen needs
   * (srcset); full (~1080 px) for the details page.
   */
  variant?: "thumb" | "full";
  /** Rendered size in CSS pixels, so the layout does not jump while the image loads. */
  size: number;
  /** The `sizes` of the srcset when the shown width depends on the screen (default: size px). */
  sizes?: string;
  eager?: boolean;
  style?: CSSProperties;
}

/** A square profile photo: WebP with a JPEG fallback, lazy by default, a placeholder when none. */
export function ProfilePhoto({
  photo,
  alt,
  variant = "thumb",
  size,
  sizes,
  eager,
  style,
}: ProfilePhotoProps) {
  const { t } = useTranslation("profile");
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = {
    width: "100%",
    maxWidth: size,
    aspectRatio: "1 / 1",
    borderRadius: "var(--mantine-radius-md)",
    display: "block",
    ...style,
  };
  if (!photo || failed) {
    return (
      <Center style={{ ...box, background: "var(--mantine-color-gray-1)" }} role="img" aria-label={alt}>
        <div style={{ textAlign: "center" }}>
          <IconUser
            size={Math.min(64, size / 3)}
            stroke={1.2}
            color="var(--mantine-color-gray-5)"
            aria-hidden
          />
          <Text size="xs" c="dimmed">
            {t("details.noPhoto")}
          </Text>
        </div>
      </Center>
    );
  }
  const full = variant === "full";
  const webp = full ? `${API_BASE}${photo.full}` : cardSrcSet(photo);
  const jpeg = full ? undefined : cardSrcSet(photo, "jpeg");
  const shownSizes = full ? undefined : (sizes ?? `${size}px`);
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={shownSizes} />
      <img
        src={`${API_BASE}${full ? photo.fullJpeg : photo.thumbJpeg}`}
        srcSet={jpeg}
        sizes={shownSizes}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        // A first-screen photo (preloaded) is drawn with the page, not a frame later.
        decoding={eager ? "auto" : "async"}
        onError={() => setFailed(true)}
        style={{ ...box, height: "auto", objectFit: "cover", background: "var(--mantine-color-gray-1)" }}
      />
    </picture>
  );
}

/** The photo paths of an uploaded photo id, as the server serves them (media routes). */
export function photoUrlsFor(photoId: string): PhotoUrls {
  const base = `/media/photos/${encodeURIComponent(photoId)}`;
  return {
    card: `${base}/card.webp`,
    cardJpeg: `${base}/card.jpg`,
    thumb: `${base}/thumb.webp`,
    full: `${base}/full.webp`,
    thumbJpeg: `${base}/thumb.jpg`,
    fullJpeg: `${base}/full.jpg`,
  };
}
