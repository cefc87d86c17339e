import { Button, Container, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { GRIEVANCE_REFERENCE, type GrievanceView } from "@vv/shared/grievance";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { useSession } from "../auth/session";
import { GrievanceTimeline } from "./GrievanceTimeline";
import { lookupGrievance, useMyGrievances } from "./grievance-api";

/** /grievance/status: a complaint by its reference and the complainant's mobile; my own when signed in. */
export function GrievanceStatusPage() {
  const { t } = useTranslation("compliance");
  const [params] = useSearchParams();
  const session = useSession();
  const mine = useMyGrievances(!!session.data);
  const [reference, setReference] = useState(params.get("ref") ?? "");
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<GrievanceView | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!GRIEVANCE_REFERENCE.test(reference.trim().toUpperCase())) {
      setError(t("grievance.validation.reference"));
      return;
    }
    setBusy(true);
    try {
      setFound(await lookupGrievance({ reference, mobile }));
    } catch (e) {
      setFound(null);
      setError(e instanceof ApiError ? (e.fields.mobile ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="sm" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
          {t("grievance.statusTitle")}
        </Title>
        <Text>{t("grievance.statusIntro")}</Text>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
          <form onSubmit={submit} noValidate data-testid="grievance-lookup">
            <Stack gap="sm">
              <TextInput
                label={t("grievance.reference")}
                value={reference}
                onChange={(e) => setReference(e.currentTarget.value)}
                maxLength={20}
                autoCapitalize="characters"
                data-testid="lookup-reference"
              />
              <TextInput
                label={t("grievance.mobile")}
                type="tel"
                inputMode="tel"
                maxLength={16}
                value={mobile}
                onChange={(e) => setMobile(e.currentTarget.value)}
                data-testid="lookup-mobile"
              />
              {error && (
                <Text c="red.8" size="sm" role="alert">
                  {error}
                </Text>
              )}
              <Button type="submit" loading={busy} data-testid="lookup-submit">
                {t("grievance.lookup")}
              </Button>
            </Stack>
          </form>
        </Paper>
        {found && <GrievanceTimeline grievance={found} />}
        {mine.data && mine.data.items.length > 0 && (
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t("grievance.mine")}
            </Title>
            {mine.data.items.map((g) => (
              <GrievanceTimeline key={g.reference} grievance={g} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
