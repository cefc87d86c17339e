import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { MyData } from "@vv/shared/data-rights";
import { localNumber } from "@vv/shared/numbers";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { api } from "../../lib/api";
import { API_BASE } from "../../lib/base-path";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { notifyError, notifySuccess } from "../../lib/notify";
import { clearSessionData } from "../auth/session-end";
import { NomineeCard } from "./NomineeCard";

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm">{hint}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Confirmation of deleting the account or withdrawing consent (which closes it too). */
function CloseAccount({ withdraw, days, onClose }: { withdraw: boolean; days: number; onClose: () => void }) {
  const { t } = useTranslation("compliance");
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (!ticked) {
      setError(t("rights.confirmRequired"));
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>("/me/deletion", { confirm: true, withdraw });
      clearSessionData({ forgetDrafts: true });
      notifySuccess(res.message, 8000);
      navigate("/home", { replace: true });
    } catch (e) {
      notifyError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(withdraw ? "rights.confirmWithdrawTitle" : "rights.confirmTitle")}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t("rights.confirmText", { days })}</Text>
        <Checkbox
          checked={ticked}
          onChange={(e) => {
            setTicked(e.currentTarget.checked);
            setError(null);
          }}
          label={t("rights.confirmBox")}
          error={error}
          data-testid="delete-confirm-box"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common:actions.cancel")}
          </Button>
          <Button color="red" loading={busy} onClick={go} data-testid="delete-confirm">
            {t(withdraw ? "rights.withdraw" : "rights.delete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /my-data: download, correct, withdraw consent, delete the account (DPDP Act 2023). */
export function MyDataPage() {
  const { t, i18n } = useTranslation(["compliance", "common", "site"]);
  const lang = i18n.language;
  const data = useQuery({
    queryKey: ["my-data"],
    queryFn: ({ signal }) => api.get<MyData>("/me/data", signal),
  });
  const [closing, setClosing] = useState<"delete" | "withdraw" | null>(null);
  if (data.isError && !data.data) return <LoadFailed onRetry={() => void data.refetch()} />;
  if (!data.data) return <Loading />;
  const { profiles, coolingDays, deletionDueAt } = data.data;
  const days = localNumber(coolingDays, lang);
  return (
    <Container size="sm" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Title order={1} c="maroon.9" fz={{ base: 26, sm: 32 }}>
          {t("rights.title")}
        </Title>
        <Text>{t("rights.intro")}</Text>
        {deletionDueAt && (
          <Alert color="orange">{t("rights.pending", { date: formatDate(deletionDueAt, lang) })}</Alert>
        )}
        <Section title={t("rights.download")} hint={t("rights.downloadHint")}>
          <Button
            component="a"
            href={`${API_BASE}/me/data/export?lang=${lang === "mr" ? "mr" : "en"}`}
            download
            variant="light"
            data-testid="download-my-data"
          >
            {t("rights.download")}
          </Button>
        </Section>
        <Section title={t("rights.correct")} hint={t("rights.correctHint")}>
          {profiles.map((p) => (
            <Text key={p.id} size="sm">
              {t("rights.profileLine", {
                name: p.name,
                number: localNumber(p.registrationNumber ?? "", lang),
              })}
            </Text>
          ))}
          <Group gap="sm">
            <Button component={Link} to="/user/my-profile" variant="light">
              {t("rights.editProfiles")}
            </Button>
            <Anchor component={Link} to="/grievance" size="sm">
              {t("site:footer.links.grievances")}
            </Anchor>
          </Group>
        </Section>
        <NomineeCard />
        <Section title={t("rights.withdraw")} hint={t("rights.withdrawHint")}>
          <Button
            variant="outline"
            color="red"
            onClick={() => setClosing("withdraw")}
            data-testid="withdraw-consent"
          >
            {t("rights.withdraw")}
          </Button>
        </Section>
        <Section title={t("rights.delete")} hint={t("rights.deleteHint", { days })}>
          <Button color="red" onClick={() => setClosing("delete")} data-testid="delete-account">
            {t("rights.delete")}
          </Button>
        </Section>
        <Text size="sm">
          {t("rights.complain")}{" "}
          <Anchor component={Link} to="/grievance">
            {t("officer.fileComplaint")}
          </Anchor>
        </Text>
      </Stack>
      {closing && (
        <CloseAccount withdraw={closing === "withdraw"} days={coolingDays} onClose={() => setClosing(null)} />
      )}
    </Container>
  );
}
