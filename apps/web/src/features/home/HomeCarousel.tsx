import { Box, Group, Text, Title, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { CAROUSEL_SIZE } from "@vv/shared/constants";
import { useEffect, useRef, useState } from "react";
import { API_BASE } from "../../lib/base-path";
import { useTranslation } from "../../lib/i18n";
import { useSiteImages } from "../site-admin/site-images";
import classes from "./home.module.css";

interface Slide {
  key: string;
  /** Phone-sized and full-sized WebP, and a JPEG fallback. */
  webpSmall: string;
  webp: string;
  jpeg: string;
  title: string;
  caption: string;
}

const bundled = Array.from({ length: CAROUSEL_SIZE }, (_, i) => i + 1);

/** The admins' carousel when they set one, otherwise the bundled artwork. */
function useSlides(): Slide[] {
  const { t, i18n } = useTranslation("pages");
  const managed = useSiteImages().data?.carousel ?? [];
  if (managed.length > 0) {
    const mr = i18n.language.startsWith("mr");
    return managed.map((image) => ({
      key: `m${image.id}`,
      webpSmall: `${API_BASE}${image.photo.full}`,
      webp: `${API_BASE}${image.photo.full}`,
      jpeg: `${API_BASE}${image.photo.fullJpeg}`,
      title: (mr ? image.captionMr || image.captionEn : image.captionEn || image.captionMr) || "",
      caption: "",
    }));
  }
  return bundled.map((n) => ({
    key: `b${n}`,
    webpSmall: `artwork/carousel-${n}-800.webp`,
    webp: `artwork/carousel-${n}-1600.webp`,
    jpeg: `artwork/carousel-${n}-1600.jpg`,
    title: t(`home.carousel.s${n}.title`),
    caption: t(`home.carousel.s${n}.caption`),
  }));
}

/**
 * A scroll-snap carousel: swipe works natively on phones and it costs ~1 KB instead of a
 * carousel library's ~20 KB on the first load.
 */
export function HomeCarousel() {
  const { t } = useTranslation("pages");
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const slides = useSlides();
  const count = slides.length;
  const slideKeys = slides.map((slide) => slide.key).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: observe the slides again when they change
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: el, threshold: 0.6 },
    );
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [slideKeys]);

  const goTo = (index: number) => {
    const el = track.current;
    if (!el) return;
    const target = (index + count) % count;
    el.scrollTo({ left: target * el.clientWidth, behavior: "smooth" });
  };

  return (
    <Box
      className={classes.carousel}
      data-testid="home-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t("home.carouselLabel")}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take the focus so a keyboard can scroll its slides (WCAG 2.1.1) */}
      <div ref={track} className={classes.track} tabIndex={0}>
        {slides.map((slide, i) => (
          <section
            key={slide.key}
            className={classes.slide}
            data-index={i}
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            <picture>
              <source media="(max-width: 48em)" type="image/webp" srcSet={slide.webpSmall} />
              <source type="image/webp" srcSet={slide.webp} />
              <img
                src={slide.jpeg}
                alt={slide.caption ? "" : slide.title}
                className={classes.slideImage}
                width={1600}
                height={700}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
              />
            </picture>
            {slide.title && (
              <Box className={classes.caption}>
                <Title order={2} className={classes.captionTitle}>
                  {slide.title}
                </Title>
                {slide.caption && <Text className={classes.captionText}>{slide.caption}</Text>}
              </Box>
            )}
          </section>
        ))}
      </div>
      <UnstyledButton
        className={`${classes.control} ${classes.prev}`}
        onClick={() => goTo(active - 1)}
        aria-label={t("common:actions.previous")}
      >
        <IconChevronLeft aria-hidden />
      </UnstyledButton>
      <UnstyledButton
        className={`${classes.control} ${classes.next}`}
        onClick={() => goTo(active + 1)}
        aria-label={t("common:actions.next")}
      >
        <IconChevronRight aria-hidden />
      </UnstyledButton>
      <Group className={classes.dots} gap={4} justify="center">
        {slides.map((slide, i) => (
          <UnstyledButton
            key={slide.key}
            className={classes.dot}
            data-active={i === active || undefined}
            aria-label={`${i + 1} / ${count}`}
            aria-current={i === active}
            onClick={() => goTo(i)}
          />
        ))}
      </Group>
    </Box>
  );
}
