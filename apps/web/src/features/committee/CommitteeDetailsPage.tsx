import { Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPhone } from "@tabler/icons-react";
import type { CommitteeAction } from "@vv/shared/committee";
import { ROW_STATUS } from "@vv/shared/statuses";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ProfilePhoto, photoUrlsFor } from "../../components/ProfilePhoto";
import { PhotoUploader } from "../../components/photo/PhotoUploader";
import { useTranslation } from "../../lib/i18n";
import { useChangeCommitteePhoto, useCommitteeAction, useCommitteeMember } from "./api";
import { designationLabel, displayName, regionLabel } from "./labels";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {children}
      </Text>
    </Grid.Col>
  );
}

/** Every field of a committee member, the mobile as a tap-to-call link; editors' actions. */
export function CommitteeDetailsPage() {
  const { t, i18n } = useTranslation("community");
  const lang = i18n.language;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || null;
  const member = useCommitteeMember(id);
  const changePhoto = useChangeCommitteePhoto();
  const act = useCommitteeAction();
  const [pending, setPending] = useState<CommitteeAction | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  if (!id) return <Navigate to="/committee" replace />;
  const m = member.data;
  const name = m ? displayName(m, lang) : "";

  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Anchor component={Link} to="/committee" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t("committee.back")}
          </Group>
        </Anchor>
        {member.isError && !m ? (
          <LoadFailed onRetry={() => void member.refetch()} />
        ) : !m ? (
          <Loading />
        ) : (
          <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
            <Stack gap="md">
              <Title order={1} size="h2" c="maroon.9">
                {t("committee.detailsTitle")}
              </Title>
              <Group align="flex-start" gap="lg" wrap="wrap">
                <Stack gap="xs" w={200} maw="100%">
                  {preview ? (
                    <img
                      src={preview}
                      alt={name}
                      width={200}
                      height={200}
                      style={{ width: "100%", height: "auto", borderRadius: "var(--mantine-radius-md)" }}
                    />
                  ) : (
                    <ProfilePhoto
                      photo={m.photoId ? photoUrlsFor(m.photoId) : null}
                      alt={name}
                      size={200}
                      variant="full"
                      eager
                    />
                  )}
                  {m.canEdit && (
                    <PhotoUploader
                      label={t("committee.changePhoto")}
                      announce={false}
                      onUploaded={async ({ photoId, previewUrl }) => {
                        await changePhoto.mutateAsync({ id: m.id, photoId });
                        setPreview(previewUrl);
                      }}
                    />
                  )}
                </Stack>
                <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                  <Title order={2} size="h3" data-testid="committee-name">
                    {name}
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light" color={m.isOrganizer ? "saffron" : "maroon"}>
                      {designationLabel(m.designationId, lang)}
                    </Badge>
                    {m.rowStatus !== ROW_STATUS.active && (
                      <Badge color="gray" variant="filled">
                        {t("committee.inactive")}
                      </Badge>
                    )}
                  </Group>
                  <Button
                    component="a"
                    href={`tel:+91${m.mobile}`}
                    leftSection={<IconPhone size={18} aria-hidden />}
                    variant="light"
                    // The name it reads out holds the number it shows (WCAG 2.5.3, label in name).
                    aria-label={`${t("committee.call", { name })}: +91 ${m.mobile}`}
                    style={{ alignSelf: "flex-start" }}
                    data-testid="committee-call"
                  >
                    +91 {m.mobile}
                  </Button>
                </Stack>
              </Group>
              <Grid gap="sm">
                <Row label={t("committee.fields.regionId")}>{regionLabel(m.regionId, lang)}</Row>
                {m.occupation !== undefined && (
                  <Row label={t("committee.fields.occupation")}>{m.occupation}</Row>
                )}
                <Row label={t("committee.fields.workAddress")}>{m.workAddress}</Row>
                {m.currentAddress !== undefined && (
                  <Row label={t("committee.fields.currentAddress")}>{m.currentAddress}</Row>
                )}
                {m.permanentAddress !== undefined && (
                  <Row label={t("committee.fields.permanentAddress")}>{m.permanentAddress}</Row>
                )}
                {m.canEdit && <Row label={t("committee.fields.orderBy")}>{m.orderBy}</Row>}
              </Grid>
              {m.canEdit && (
                <Group gap="xs">
                  <Button component={Link} to={`/committee-member-create?id=${m.id}`}>
                    {t("committee.edit")}
                  </Button>
                  {m.rowStatus === ROW_STATUS.active ? (
                    <Button variant="light" color="orange" onClick={() => setPending("deactivate")}>
                      {t("committee.deactivate")}
                    </Button>
                  ) : (
                    <Button variant="light" color="green" onClick={() => setPending("activate")}>
                      {t("committee.activate")}
                    </Button>
                  )}
                  <Button variant="light" color="red" onClick={() => setPending("delete")}>
                    {t("committee.delete")}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        question={pending ? t(`committee.questions.${pending}`, { name }) : ""}
        confirmColor={pending === "delete" ? "red" : undefined}
        onConfirm={async () => {
          if (!pending || !m) return;
          const action = pending;
          await act.mutateAsync({ id: m.id, action });
          if (action === "delete") navigate("/committee", { replace: true });
        }}
        onClose={() => setPending(null)}
      />
    </Container>
  );
}
