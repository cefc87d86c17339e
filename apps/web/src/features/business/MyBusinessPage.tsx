import type { MyBusiness } from "@vv/shared/business";
import { ProfilePhoto } from "../../components/ProfilePhoto";
import { BoardStatusBadge } from "../boards/BoardStatusBadge";
import { MyPostRow } from "../boards/MyPostRow";
import { MyPostsPage } from "../boards/MyPostsPage";
import { businessApi } from "./api";

/** /business/mine: the member's listings in every state. */
export function MyBusinessPage() {
  return <MyPostsPage board={businessApi} renderItem={(b) => <MyBusinessRow key={b.id} business={b} />} />;
}

function MyBusinessRow({ business }: { business: MyBusiness }) {
  return (
    <MyPostRow
      ns="business"
      to={`/business/${business.id}`}
      title={business.name}
      subtitle={`${business.categoryLabel} · ${business.place}`}
      status={business.status}
      rejectedRemark={business.rejectedRemark}
      testId="my-business"
      media={
        <div style={{ width: 72, flexShrink: 0 }}>
          <ProfilePhoto photo={business.photo} alt={business.name} size={72} />
        </div>
      }
      badges={business.isHidden && <BoardStatusBadge ns="business" state="hidden" />}
    />
  );
}
