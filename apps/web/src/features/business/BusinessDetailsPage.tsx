import { Alert, Button, Group, Text, Title } from "@mantine/core";
import { IconEye, IconEyeOff, IconMapPin, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link, useNavigate, useParams } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { BoardDetailsFrame, useConfirmedAction } from "../boards/BoardDetailsFrame";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { KindBadge } from "../boards/KindBadge";
import { businessApi, useBusinessAction } from "./api";
import { ContactButtons } from "./BusinessCardView";

type Action = "hide" | "show" | "delete";

/** /business/:id: one listing; its owner edits, hides, shows or deletes it here. */
export function BusinessDetailsPage() {
  const id = Number(useParams().id) || 0;
  const { t } = useTranslation(["business", "common"]);
  const details = businessApi.useDetails(id);
  const action = useBusinessAction();
  const navigate = useNavigate();
  const actions = useConfirmedAction<Action>(
    "business",
    (kind) => action.mutateAsync({ id, kind }),
    (kind) => kind === "delete" && navigate("/business/mine", { replace: true }),
  );

  return (
    <BoardDetailsFrame
      ns="business"
      basePath="/business"
      query={details}
      actions={actions}
      dangerous="delete"
    >
      {(business) => (
        <>
          <div style={{ maxWidth: 360 }}>
            <ProfilePhoto photo={business.photo} alt={business.name} variant="full" size={360} eager />
          </div>
          <Title order={1} fz={{ base: 22, sm: 28 }} c="maroon.9" style={{ overflowWrap: "anywhere" }}>
            {business.name}
          </Title>
          <Group gap={6}>
            <KindBadge>{business.categoryLabel}</KindBadge>
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
                  business.isHidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />
                }
                onClick={() => actions.setConfirm(business.isHidden ? "show" : "hide")}
              >
                {t(business.isHidden ? "details.show" : "details.hide")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => actions.setConfirm("delete")}
              >
                {t("details.delete")}
              </Button>
            </Group>
          )}
        </>
      )}
    </BoardDetailsFrame>
  );
}
