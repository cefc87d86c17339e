import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { ApprovalRow, ApprovalTab } from "@vv/shared/approvals";
import { localNumber } from "@vv/shared/numbers";
import { ROW_STATUS } from "@vv/shared/statuses";
import { Link } from "react-router";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { StatusBadge } from "../profiles/StatusBadge";

/** Name (a link to the details page) and registration number. */
export function RowIdentity({ row }: { row: ApprovalRow }) {
  const { t, i18n } = useTranslation("approvals");
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor
        component={Link}
        to={`/vadhuvar/${row.slug}`}
        fw={700}
        c="maroon.9"
        style={{ overflowWrap: "anywhere" }}
      >
        {row.fullName}
      </Anchor>
      {row.registrationNumber !== null && (
        <Text size="sm" c="dimmed" data-testid="row-regno">
          {t("columns.registrationNumber")} {localNumber(row.registrationNumber, i18n.language)}
        </Text>
      )}
    </Stack>
  );
}

/** Registration status plus disabled, locked, fee paid; and the last remarks the family read. */
export function RowStatus({ row, tab }: { row: ApprovalRow; tab: ApprovalTab }) {
  const { t } = useTranslation("approvals");
  return (
    <Stack gap={4}>
      <Group gap={4}>
        <StatusBadge status={row.registrationStatus} />
        {row.rowStatus === ROW_STATUS.inactive && (
          <Badge color="gray" variant="filled" style={{ textTransform: "none" }}>
            {t("labels.disabled")}
          </Badge>
        )}
        {row.isLocked && (
          <Badge color="orange" variant="light" style={{ textTransform: "none" }}>
            {t("labels.locked")}
          </Badge>
        )}
        {row.paymentStatus === "done" && (
          <Badge color="green" variant="outline" style={{ textTransform: "none" }}>
            {t("labels.paid")}
          </Badge>
        )}
      </Group>
      {row.rejectedRemark && (
        <Text
          size="xs"
          c={row.registrationStatus === "rejected" ? "red.8" : "dimmed"}
          style={{ overflowWrap: "anywhere" }}
        >
          {t(row.registrationStatus === "rejected" ? "labels.rejectionRemark" : "labels.previousRemark", {
            remark: row.rejectedRemark,
          })}
        </Text>
      )}
      {tab === "photos" && row.photoRemark && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {t("labels.photoRemark", { remark: row.photoRemark })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * In "Verify Profile photo": the photo members see now and the one waiting, side by side. A first
 * photo (never approved) has no current one to compare with.
 */
export function PhotoCompare({ row, size }: { row: ApprovalRow; size: number }) {
  const { t, i18n } = useTranslation("approvals");
  const waiting = row.pendingPhoto ?? row.photo;
  const current = row.pendingPhoto ? row.photo : null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="photo-compare">
      <Stack gap={2} align="center" style={{ width: size }}>
        {current ? (
          <ProfilePhoto photo={current} alt={`${t("photo.current")}: ${row.fullName}`} size={size} />
        ) : (
          <ProfilePhoto photo={null} alt={t("photo.none")} size={size} />
        )}
        <Text size="xs" c="dimmed" ta="center">
          {t("photo.current")}
        </Text>
      </Stack>
      <Stack gap={2} align="center" style={{ width: size }}>
        <ProfilePhoto
          photo={waiting}
          alt={`${t("photo.new")}: ${row.fullName}`}
          size={size}
          style={{ outline: "3px solid var(--mantine-color-orange-5)" }}
        />
        <Text size="xs" c="orange.9" fw={600} ta="center">
          {t("photo.new")}
        </Text>
        {row.reviewPhotoNumber !== null && row.photoCount > 1 && (
          <Text size="xs" fw={600} ta="center" data-testid="review-photo-number">
            {t("photo.numbered", {
              n: localNumber(row.reviewPhotoNumber, i18n.language),
              count: localNumber(row.photoCount, i18n.language),
            })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function RowPhoto({ row, size }: { row: ApprovalRow; size: number }) {
  return (
    <div style={{ width: size, flexShrink: 0 }}>
      <ProfilePhoto photo={row.photo} alt={row.fullName} size={size} />
    </div>
  );
}
