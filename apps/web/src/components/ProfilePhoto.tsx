import { Center, Text } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import type { PhotoUrls } from "@vv/shared/profile-views";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_BASE } from "../lib/base-path";

interface ProfilePhotoProps {
  photo: PhotoUrls | null;
  alt: string;
  /** thumb (~320 px) for cards, full (~1080 px) for the details page. */
  variant?: "thumb" | "full";
  /** Rendered size in CSS pixels, so the layout does not jump while the image loads. */
  size: number;
  eager?: boolean;
  style?: CSSProperties;
}

/** A square profile photo: WebP with a JPEG fallback, lazy by default, a placeholder when none. */
export function ProfilePhoto({ photo, alt, variant = "thumb", size, eager, style }: ProfilePhotoProps) {
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
  const webp = variant === "full" ? photo.full : photo.thumb;
  const jpeg = variant === "full" ? photo.fullJpeg : photo.thumbJpeg;
  return (
    <picture>
      <source type="image/webp" srcSet={`${API_BASE}${webp}`} />
      <img
        src={`${API_BASE}${jpeg}`}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
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
    thumb: `${base}/thumb.webp`,
    full: `${base}/full.webp`,
    thumbJpeg: `${base}/thumb.jpg`,
    fullJpeg: `${base}/full.jpg`,
  };
}
