import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconEye, IconEyeOff, IconMapPin, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { ApiError } from "../../lib/api";
import { notifyError, notifySuccess } from "../../lib/notify";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { useBusinessAction, useBusinessDetails } from "./api";
import { ContactButtons } from "./BusinessCardView";

type Confirm = "hide" | "show" | "delete" | null;

/** /business/:id: one listing; its owner edits, hides, shows or deletes it here. */
export function BusinessDetailsPage() {
  const id = Number(useParams().id) || 0;
  const { t } = useTranslation(["business", "common"]);
  const details = useBusinessDetails(id);
  const action = useBusinessAction();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const business = details.data;

  if (details.isError) {
    const error = details.error instanceof ApiError ? details.error : null;
    return (
      <Container size="sm" py="lg">
        {error?.status === 404 ? (
          <Alert color="yellow" variant="light">
            {error.message}{" "}
            <Anchor component={Link} to="/business">
              {t("details.back")}
            </Anchor>
          </Alert>
        ) : (
          <LoadFailed onRetry={() => void details.refetch()} />
        )}
      </Container>
    );
  }
  if (!business) return <Loading />;

  async function run(kind: Exclude<Confirm, null>) {
    try {
      const done = await action.mutateAsync({ id, kind });
      notifySuccess(done.message);
      if (kind === "delete") navigate("/business/mine", { replace: true });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    }
  }

  return (
    <Container size="sm" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/business" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t("details.back")}
          </Group>
        </Anchor>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="article">
          <Stack gap="sm">
            <div style={{ maxWidth: 360 }}>
              <ProfilePhoto photo={business.photo} alt={business.name} variant="full" size={360} eager />
            </div>
            <Title order={1} fz={{ base: 22, sm: 28 }} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
              {business.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="saffron" radius="sm" style={{ textTransform: "none" }}>
                {business.categoryLabel}
              </Badge>
              {(business.isOwner || business.status !== "approved") && (
                <BoardStatusBadge ns="business" state={business.status} />
              )}
              {business.isHidden && <BoardStatusBadge ns="business" state="hidden" />}
            </Group>
            {business.isOwner && business.status === "rejected" && business.rejectedRemark && (
              <Alert color="red" variant="light">
                {t("status.rejectedRemark", { remark: business.rejectedRemark })}
              </Alert>
            )}
            {business.isHidden && <Alert color="gray">{t("details.hiddenNotice")}</Alert>}
            <Text c="dimmed">{t("card.owner", { name: business.ownerName })}</Text>
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{business.description}</Text>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text style={{ overflowWrap: "anywhere" }}>
                {business.address}
                <br />
                {business.place}
              </Text>
            </Group>
            <ContactButtons business={business} />
            {business.isOwner && (
              <Group gap="xs" mt="xs">
                <Button
                  component={Link}
                  to={`/business/${id}/edit`}
                  variant="light"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t("details.edit")}
                </Button>
                <Button
                  variant="default"
                  leftSection={
                    business.isHidden ? (
                      <IconEye size={16} aria-hidden />
                    ) : (
                      <IconEyeOff size={16} aria-hidden />
                    )
                  }
                  onClick={() => setConfirm(business.isHidden ? "show" : "hide")}
                >
                  {t(business.isHidden ? "details.show" : "details.hide")}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirm("delete")}
                >
                  {t("details.delete")}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        question={confirm ? t(`details.${confirm}Confirm`) : ""}
        confirmColor={confirm === "delete" ? "red" : undefined}
        onConfirm={() => confirm && run(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Container>
  );
}
