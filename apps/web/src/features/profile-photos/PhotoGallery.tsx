import { ActionIcon, Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { localNumber } from "@vv/shared/numbers";
import type { PhotoUrls } from "@vv/shared/profile-views";
import { type CSSProperties, useRef, useState } from "react";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { slideAt } from "./order";

const STRIP: CSSProperties = {
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "none",
  borderRadius: "var(--mantine-radius-md)",
};
/** A 28 px target around a 10 px dot (WCAG 2.2 target size). */
const DOT: CSSProperties = {
  width: 28,
  height: 28,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "50%",
};

/**
 * A profile's approved photos on the details page: swiped by touch (a scroll-snapping strip, so
 * the browser does the swiping), or stepped with Previous / Next and the dots, by mouse or keyboard.
 * Only viewers entitled to the real photos receive more than one (profiles service `gallery`).
 */
export default function PhotoGallery({
  photos,
  name,
  size,
}: {
  photos: PhotoUrls[];
  name: string;
  size: number;
}) {
  const { t, i18n } = useTranslation("photos");
  const n = (value: number) => localNumber(value, i18n.language);
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const count = photos.length;

  const go = (index: number) => {
    const el = strip.current;
    const target = Math.max(0, Math.min(count - 1, index));
    setShown(target);
    if (!el) return;
    const left = target * el.clientWidth * (getComputedStyle(el).direction === "rtl" ? -1 : 1);
    // Reduced motion jumps; otherwise a short glide shows where the photo came from.
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo?.({ left, behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <section
      style={{ width: "100%", maxWidth: size }}
      data-testid="photo-gallery"
      aria-roledescription="carousel"
      aria-label={t("gallery.label", { name })}
    >
      <div
        ref={strip}
        style={STRIP}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take the focus so a keyboard can scroll its photos (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(e) => setShown(slideAt(e.currentTarget.scrollLeft, e.currentTarget.clientWidth, count))}
      >
        {photos.map((photo, index) => (
          <div
            key={photo.full}
            style={{ flex: "0 0 100%", scrollSnapAlign: "center", scrollSnapStop: "always" }}
            // The photo's own text says which one it is; the others are off screen.
            aria-hidden={index !== shown}
            data-testid="gallery-slide"
          >
            <ProfilePhoto
              photo={photo}
              alt={`${name}, ${t("gallery.position", { n: n(index + 1), count: n(count) })}`}
              variant="full"
              size={size}
              eager={index === 0}
            />
          </div>
        ))}
      </div>
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <ActionIcon
          variant="light"
          size={44}
          radius="xl"
          aria-label={t("gallery.previous")}
          disabled={shown === 0}
          onClick={() => go(shown - 1)}
        >
          <IconChevronLeft size={22} aria-hidden />
        </ActionIcon>
        <Group gap={2} justify="center" wrap="nowrap">
          {photos.map((photo, index) => (
            <UnstyledButton
              key={photo.full}
              style={DOT}
              aria-label={t("gallery.go", { n: n(index + 1), count: n(count) })}
              aria-current={index === shown ? "true" : undefined}
              onClick={() => go(index)}
              data-testid="gallery-dot"
            >
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: "50%",
                  display: "block",
                  background: `var(--mantine-color-${index === shown ? "maroon-7" : "gray-5"})`,
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
        <ActionIcon
          variant="light"
          size={44}
          radius="xl"
          aria-label={t("gallery.next")}
          disabled={shown === count - 1}
          onClick={() => go(shown + 1)}
        >
          <IconChevronRight size={22} aria-hidden />
        </ActionIcon>
      </Group>
      <Text size="sm" c="gray.7" ta="center" mt={4} aria-live="polite" data-testid="gallery-position">
        {t("gallery.position", { n: n(shown + 1), count: n(count) })}
      </Text>
    </section>
  );
}
