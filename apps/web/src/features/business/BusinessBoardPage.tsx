import { BUSINESS_CATEGORIES } from "@vv/shared/business";
import { BoardListPage } from "../boards/BoardListPage";
import { businessApi } from "./api";
import { BusinessCardView } from "./BusinessCardView";

/** /business: the community's business directory, filtered through the URL. */
export function BusinessBoardPage() {
  return (
    <BoardListPage
      board={businessApi}
      filters={[
        ["category", "fields.category", "board.allCategories", BUSINESS_CATEGORIES],
        ["districtId", "fields.district", "board.allDistricts"],
      ]}
      cols={{ base: 1, sm: 2, lg: 3 }}
      renderItem={(business, i) => <BusinessCardView key={business.id} business={business} eager={i < 2} />}
    />
  );
}
