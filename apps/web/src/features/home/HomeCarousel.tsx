import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { Box, Text, Title } from "@mantine/core";
import { CAROUSEL_SIZE } from "@vv/shared";
import { useTranslation } from "react-i18next";
import classes from "./home.module.css";

const slides = Array.from({ length: CAROUSEL_SIZE }, (_, i) => i + 1);

export function HomeCarousel() {
  const { t } = useTranslation("site");
  return (
    <Carousel
      withIndicators
      emblaOptions={{ loop: true }}
      slideSize="100%"
      className={classes.carousel}
      data-testid="home-carousel"
      previousControlProps={{ "aria-label": t("common:actions.previous") }}
      nextControlProps={{ "aria-label": t("common:actions.next") }}
    >
      {slides.map((n) => (
        <Carousel.Slide key={n}>
          <Box className={classes.slide}>
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
          </Box>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
