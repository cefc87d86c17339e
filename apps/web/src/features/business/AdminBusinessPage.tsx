import { Group, Stack, Text } from "@mantine/core";
import type { AdminBusinessItem } from "@vv/shared/business";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { useTranslation } from "../../lib/i18n";
import { BoardReviewPage } from "../boards/BoardReviewPage";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { KindBadge } from "../boards/KindBadge";
import { ReviewedPost } from "../boards/ReviewedPost";
import { ContactButtons } from "./BusinessCardView";

/** /admin/business: the committee approves or rejects business listings (photo included). */
export function AdminBusinessPage() {
  return (
    <BoardReviewPage<AdminBusinessItem>
      ns="business"
      endpoint="/admin/business"
      renderItem={(business) => <ReviewedBusiness business={business} />}
    />
  );
}

function ReviewedBusiness({ business }: { business: AdminBusinessItem }) {
  const { t } = useTranslation("business");
  return (
    <ReviewedPost
      ns="business"
      rejectedRemark={business.rejectedRemark}
      postedBy={t("admin.listedBy", { name: business.ownerUserName, mobile: business.ownerMobile })}
      createdAt={business.createdAt}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ width: 120, flexShrink: 0 }}>
          <ProfilePhoto photo={business.photo} alt={business.name} size={120} />
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" c="maroon.9" style={{ overflowWrap: "anywhere" }}>
            {business.name}
          </Text>
          <Group gap={4}>
            <KindBadge>{business.categoryLabel}</KindBadge>
            {business.isHidden && <BoardStatusBadge ns="business" state="hidden" />}
          </Group>
          <Text size="sm">{t("card.owner", { name: business.ownerName })}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {business.address}, {business.place}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {business.description}
      </Text>
      <ContactButtons business={business} />
    </ReviewedPost>
  );
}
