import { BUSINESS_CATEGORIES } from "@vv/shared/business";
import { useTranslation } from "react-i18next";
import { BoardListPage } from "../boards/BoardListPage";
import { selectOptions } from "../boards/options";
import { businessApi } from "./api";
import { BusinessCardView } from "./BusinessCardView";

/** /business: the community's business directory, filtered through the URL. */
export function BusinessBoardPage() {
  const { t, i18n } = useTranslation(["business", "common"]);
  return (
    <BoardListPage
      ns="business"
      basePath="/business"
      addLabel="board.add"
      useList={businessApi.useList}
      filters={[
        {
          key: "category",
          label: t("fields.category"),
          placeholder: t("board.allCategories"),
          data: selectOptions(BUSINESS_CATEGORIES, i18n.language),
        },
        {
          key: "districtId",
          label: t("fields.district"),
          placeholder: t("board.allDistricts"),
          data: "district",
        },
      ]}
      cols={{ base: 1, sm: 2, lg: 3 }}
      renderItem={(business, i) => <BusinessCardView key={business.id} business={business} eager={i < 2} />}
    />
  );
}
