import { ActionIcon, Box, Group, Text, Title, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { CAROUSEL_SIZE } from "@vv/shared/constants";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./home.module.css";

const slides = Array.from({ length: CAROUSEL_SIZE }, (_, i) => i + 1);

/**
 * A scroll-snap carousel: swipe works natively on phones and it costs ~1 KB instead of a
 * carousel library's ~20 KB on the first load.
 */
export function HomeCarousel() {
  const { t } = useTranslation("site");
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

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
  }, []);

  const goTo = (index: number) => {
    const el = track.current;
    if (!el) return;
    const target = (index + CAROUSEL_SIZE) % CAROUSEL_SIZE;
    el.scrollTo({ left: target * el.clientWidth, behavior: "smooth" });
  };

  return (
    <Box className={classes.carousel} data-testid="home-carousel" aria-roledescription="carousel">
      <div ref={track} className={classes.track}>
        {slides.map((n, i) => (
          <section
            key={n}
            className={classes.slide}
            data-index={i}
            aria-roledescription="slide"
            aria-label={`${n} / ${CAROUSEL_SIZE}`}
          >
            <picture>
              <source media="(max-width: 48em)" type="image/webp" srcSet={`artwork/carousel-${n}-800.webp`} />
              <source type="image/webp" srcSet={`artwork/carousel-${n}-1600.webp`} />
              <img
                src={`artwork/carousel-${n}-1600.jpg`}
                alt=""
                className={classes.slideImage}
                width={1600}
                height={700}
                loading={n === 1 ? "eager" : "lazy"}
                fetchPriority={n === 1 ? "high" : "auto"}
              />
            </picture>
            <Box className={classes.caption}>
              <Title order={2} className={classes.captionTitle}>
                {t(`home.carousel.s${n}.title`)}
              </Title>
              <Text className={classes.captionText}>{t(`home.carousel.s${n}.caption`)}</Text>
            </Box>
          </section>
        ))}
      </div>
      <ActionIcon
        className={`${classes.control} ${classes.prev}`}
        variant="white"
        radius="xl"
        size="lg"
        onClick={() => goTo(active - 1)}
        aria-label={t("common:actions.previous")}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <ActionIcon
        className={`${classes.control} ${classes.next}`}
        variant="white"
        radius="xl"
        size="lg"
        onClick={() => goTo(active + 1)}
        aria-label={t("common:actions.next")}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
      <Group className={classes.dots} gap={8} justify="center">
        {slides.map((n, i) => (
          <UnstyledButton
            key={n}
            className={classes.dot}
            data-active={i === active || undefined}
            aria-label={`${n} / ${CAROUSEL_SIZE}`}
            aria-current={i === active}
            onClick={() => goTo(i)}
          />
        ))}
      </Group>
    </Box>
  );
}
