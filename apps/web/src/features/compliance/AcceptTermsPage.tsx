import { Alert, Anchor, Button, Checkbox, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { safeReturnPath } from "@vv/shared/mobile";
import { localNumber } from "@vv/shared/numbers";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { useAcceptLegal, useLegal } from "./legal-api";

/** A newly published Terms / Privacy Notice: read, tick, accept, then back where the member was. */
export function AcceptTermsPage() {
  const { t, i18n } = useTranslation("compliance");
  const legal = useLegal();
  const accept = useAcceptLegal();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lang = i18n.language;

  if (legal.isError && !legal.data) return <LoadFailed onRetry={() => void legal.refetch()} />;
  if (!legal.data) return <Loading />;
  const { terms, privacy } = legal.data;
  const docs = [
    { kind: "terms", to: "/term-and-condition", label: t("consent.readTerms"), v: terms },
    { kind: "privacy", to: "/privacy-policy", label: t("consent.readPrivacy"), v: privacy },
  ] as const;

  const submit = async () => {
    if (!ticked) {
      setError(t("consent.termsRequired"));
      return;
    }
    try {
      await accept.mutateAsync({ terms: terms.version, privacy: privacy.version });
      navigate(safeReturnPath(params.get("returnTo") ?? "") ?? "/", { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await legal.refetch();
      notifyError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Container size="sm" py="xl" px={{ base: "sm", sm: "md" }}>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} c="maroon.9" fz={{ base: 24, sm: 30 }}>
            {t("consent.acceptTitle")}
          </Title>
          <Text>{t("consent.acceptIntro")}</Text>
          <Stack gap={6}>
            {docs.map((d) => (
              <Group key={d.kind} gap="xs" wrap="wrap">
                <Anchor component={Link} to={d.to} target="_blank" fw={600}>
                  {d.label}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t("consent.version", {
                    version: localNumber(d.v.version, lang),
                    date: formatDate(d.v.date, lang),
                  })}
                </Text>
              </Group>
            ))}
          </Stack>
          <Checkbox
            checked={ticked}
            onChange={(e) => {
              setTicked(e.currentTarget.checked);
              setError(null);
            }}
            label={t("consent.acceptBox")}
            error={error}
            data-testid="accept-box"
          />
          <Alert color="gray" variant="light">
            {t("consent.decline")}{" "}
            <Anchor component={Link} to="/my-data">
              {t("consent.myData")}
            </Anchor>
          </Alert>
          <Group justify="space-between" wrap="wrap">
            <Button component={Link} to="/logout" variant="subtle">
              {t("consent.notNow")}
            </Button>
            <Button onClick={submit} loading={accept.isPending} data-testid="accept-submit">
              {t("consent.acceptButton")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
