import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { DetailRows } from "../profiles/details/DetailRows";
import { useKundli } from "./api";
import { GunaBreakdown, useNumber } from "./GunaBreakdown";
import { PatrikaSection } from "./PatrikaSection";

// Only a family with more than one profile picks which one to compare: the input's code (4 KB gzip)
// stays off the details page every other family opens.
const OwnProfilePicker = lazy(() => import("./OwnProfilePicker"));

/** The details page's horoscope card: the computed Moon, then the guna milan with one of our profiles. */
export function KundliCard({ slug }: { slug: string }) {
  const { t } = useTranslation("matches", { keyPrefix: "kundli" });
  const num = useNumber();
  const [withProfile, setWithProfile] = useState<number | undefined>();
  const kundli = useKundli(slug, withProfile);
  const data = kundli.data;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-labelledby="kundli-title"
    >
      <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" mb="sm" id="kundli-title">
        {t("title")}
      </Title>
      {kundli.isError && !data ? (
        <LoadFailed onRetry={() => void kundli.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <Stack gap="sm">
          {data.moon.precision === "unavailable" ? (
            <Alert color="gray" variant="light">
              {t("moon.unavailable")}
            </Alert>
          ) : (
            <>
              <DetailRows
                rows={[
                  { key: "nakshatra", label: t("moon.nakshatra"), value: data.moon.nakshatra?.name ?? "" },
                  ...(data.moon.pada !== null
                    ? [{ key: "pada", label: t("moon.pada"), value: num(data.moon.pada) }]
                    : []),
                  { key: "rashi", label: t("moon.rashi"), value: data.moon.rashi?.name ?? "" },
                ]}
              />
              <Text size="xs" c="dimmed">
                {t(data.moon.precision === "approximate" ? "moon.approximate" : "moon.computed")}
              </Text>
            </>
          )}
          {data.moon.declaredRashi && data.moon.rashi && (
            <Alert color="yellow" variant="light" data-testid="rashi-differs">
              {t("moon.declaredDiffers", {
                declared: data.moon.declaredRashi.name,
                computed: data.moon.rashi.name,
              })}
            </Alert>
          )}
          <PatrikaSection data={data} />
          <Title order={3} fz={{ base: 17, sm: 19 }} mt="xs">
            {t("guna.title")}
          </Title>
          {data.ownProfiles.length > 1 && (
            <Suspense fallback={null}>
              <OwnProfilePicker
                label={t("guna.with")}
                profiles={data.ownProfiles}
                value={withProfile ?? data.guna?.withProfile.id ?? data.ownProfiles[0]?.id}
                onChange={setWithProfile}
              />
            </Suspense>
          )}
          {data.ownProfiles.length === 1 && data.guna && (
            <Text size="sm">{t("guna.withName", { name: data.guna.withProfile.fullName })}</Text>
          )}
          {data.guna ? (
            <GunaBreakdown guna={data.guna} />
          ) : (
            data.gunaMissing && (
              <Text size="sm" c="dimmed">
                {t(`guna.missing.${data.gunaMissing}`)}
              </Text>
            )
          )}
        </Stack>
      )}
    </Paper>
  );
}
