import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBriefcase, IconBuildingStore, IconHeartHandshake } from "@tabler/icons-react";
import { ASSOCIATE_ID_STORAGE_KEY } from "@vv/shared/constants";
import { lazy, Suspense, useEffect } from "react";
import { Link, useParams } from "react-router";
import { prefetchOnce } from "../../app/query-client";
import { useSettled } from "../../app/settled";
import { useTranslation } from "../../lib/i18n";
import { siteImagesQuery } from "../site-admin/site-images";
import { HomeCarousel } from "./HomeCarousel";
import classes from "./home.module.css";

// The next melava's card is no part of the first screen: it loads once that is done.
const NextMelavaCard = lazy(() =>
  import("../melava/NextMelavaCard").then((m) => ({ default: m.NextMelavaCard })),
);

const HomeStories = lazy(() => import("../stories/HomeStories").then((m) => ({ default: m.HomeStories })));

const tiles = [
  { key: "vadhuVar", to: "/user/bride-groom-list", Icon: IconHeartHandshake },
  { key: "jobs", to: "/job-updates", Icon: IconBriefcase },
  { key: "business", to: "/business", Icon: IconBuildingStore },
] as const;

/**
 * Before the landing page's first render (app/router.tsx): the committee's carousel, if it set one,
 * so the bundled pictures are not drawn first and then replaced.
 */
export const primeHome = () => prefetchOnce(siteImagesQuery);

/** Keeps the associate id from /home/{aid} for profile creation. */
function useRememberAssociate() {
  const { aid } = useParams();
  useEffect(() => {
    if (aid && /^[\w-]{1,40}$/.test(aid)) {
      try {
        localStorage.setItem(ASSOCIATE_ID_STORAGE_KEY, aid);
      } catch {
        // storage unavailable: the associate link simply is not remembered
      }
    }
  }, [aid]);
}

export function HomePage() {
  const { t } = useTranslation("pages");
  useRememberAssociate();
  const settled = useSettled();
  return (
    <>
      <HomeCarousel />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="sm" ta="center" align="center">
            <Title order={1} c="maroon.9" fz={{ base: 26, sm: 34 }}>
              {t("home.welcomeTitle")}
            </Title>
            <Text maw={720} size="lg">
              {t("home.welcomeBody")}
            </Text>
            <Button component={Link} to="/login" size="lg" color="maroon" data-testid="create-profile">
              {t("home.createProfile")}
            </Button>
          </Stack>
          {settled && (
            <Suspense fallback={null}>
              <NextMelavaCard />
            </Suspense>
          )}
          <Title order={2} ta="center" fz={24}>
            {t("home.servicesTitle")}
          </Title>
          <div className={classes.tiles}>
            {tiles.map(({ key, to, Icon }) => (
              <Paper
                key={key}
                component={Link}
                to={to}
                withBorder
                p="lg"
                className={classes.tile}
                data-testid={`tile-${key}`}
              >
                <Stack align="center" ta="center" gap="xs">
                  <Icon size={44} stroke={1.5} color="var(--vv-maroon)" aria-hidden />
                  <Title order={3} fz={22}>
                    {t(`home.tiles.${key}.title`)}
                  </Title>
                  <Text c="dimmed">{t(`home.tiles.${key}.body`)}</Text>
                </Stack>
              </Paper>
            ))}
          </div>
          {settled && (
            <Suspense fallback={null}>
              <HomeStories />
            </Suspense>
          )}
        </Stack>
      </Container>
    </>
  );
}
