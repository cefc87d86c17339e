import { Button, Container, Group, Paper, Rating, Stack, Text, Title } from "@mantine/core";
import { toMarathiDigits } from "@vv/shared/numbers";
import type { ReviewView } from "@vv/shared/reviews";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { prefetchOnce } from "../../app/query-client";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { useSession } from "../auth/session";
import { reviewsQuery, useReviews } from "./api";
import { ReviewCard } from "./ReviewCard";

// The review form (modal, form library, the shared schema) loads when a member opens it.
const ReviewDialog = lazy(() => import("./ReviewDialog").then((m) => ({ default: m.ReviewDialog })));

/** The landing page's reviews in the query cache before its first render (app/router.tsx). */
export const primeAbout = () => prefetchOnce(reviewsQuery);

/** About the trust and the service, then ratings and reviews. */
export function AboutPage() {
  const { t, i18n } = useTranslation("community");
  // Numbers in the reader's script, like the dates: "५ पैकी ४.५".
  const num = (n: number) => (i18n.language.startsWith("mr") ? toMarathiDigits(n) : String(n));
  const { data: user } = useSession();
  const reviews = useReviews();
  const [editing, setEditing] = useState<ReviewView | "new" | null>(null);
  // Mounted from the first opening on, so a form not sent keeps its text and Idempotency-Key.
  const dialogUsed = useRef(false);
  if (editing !== null) dialogUsed.current = true;
  const data = reviews.data;
  // The author's own review stays in reach even when an admin hid it from the list.
  const items = data
    ? data.mine && !data.items.some((r) => r.id === data.mine?.id)
      ? [data.mine, ...data.items]
      : data.items
    : [];

  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <Title order={1} c="maroon.9">
          {t("about.title")}
        </Title>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t("about.trustTitle")}
          </Title>
          <Text style={{ whiteSpace: "pre-line" }}>{t("about.trustBody")}</Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t("about.serviceTitle")}
          </Title>
          <Text>{t("about.serviceBody")}</Text>
        </Stack>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ratings-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="ratings-title">
              {t("community:reviews.title")}
            </Title>
            {reviews.isError && !data ? (
              <LoadFailed onRetry={() => void reviews.refetch()} />
            ) : !data ? (
              <Loading />
            ) : (
              <Group justify="space-between" align="center" gap="sm">
                <Group gap="sm" data-testid="rating-summary">
                  <Rating
                    value={data.average}
                    fractions={2}
                    readOnly
                    size="lg"
                    color="saffron"
                    // A picture of the stars: a plain div may not carry a name (aria-prohibited-attr).
                    role="img"
                    aria-label={t("community:reviews.starsAria", { rating: data.average })}
                  />
                  <Text fw={700} data-testid="rating-average">
                    {t("community:reviews.average", { average: num(data.average) })}
                  </Text>
                  <Text c="dimmed" data-testid="rating-count">
                    {t("community:reviews.count", { count: num(data.count) })}
                  </Text>
                </Group>
                {data.canWrite ? (
                  <Button onClick={() => setEditing("new")} data-testid="write-review">
                    {t("community:reviews.write")}
                  </Button>
                ) : (
                  !user && (
                    <Button component={Link} to="/login?returnTo=%2Fabout" variant="light">
                      {t("community:reviews.signInToWrite")}
                    </Button>
                  )
                )}
              </Group>
            )}
          </Stack>
        </Paper>

        {data && items.length === 0 && <Text c="dimmed">{t("community:reviews.none")}</Text>}
        <Stack gap="sm" data-testid="review-list">
          {items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              isAdmin={data?.isAdmin ?? false}
              onEdit={() => setEditing(review)}
            />
          ))}
        </Stack>
      </Stack>
      {dialogUsed.current && (
        <Suspense fallback={null}>
          <ReviewDialog
            opened={editing !== null}
            review={editing === "new" || editing === null ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}
