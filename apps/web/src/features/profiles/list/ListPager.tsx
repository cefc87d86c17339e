import { Button, Group } from "@mantine/core";
import { LIST_PAGE_SIZE } from "@vv/shared/constants";
import type { ProfileListResponse } from "@vv/shared/profile-views";
import { PageNumbers } from "../../../components/PageNumbers";
import { useTranslation } from "../../../lib/i18n";
import { type ProfileFilters, pageCount } from "./filters";

interface Props {
  filters: ProfileFilters;
  data: ProfileListResponse;
  onPage: (page: number) => void;
  onMore: (after: string) => void;
}

/**
 * Numbered pages while the count is exact; when there are more matches than the server counts, the
 * last numbered page and every page after it offer "More", which resumes after the last card shown.
 */
export function ListPager({ filters, data, onPage, onMore }: Props) {
  const { t } = useTranslation(["profile", "common"]);
  const pages = pageCount(data.total, LIST_PAGE_SIZE);
  const offerMore = data.nextCursor !== null && (filters.after !== undefined || data.page >= pages);
  return (
    <Group justify="center" gap="sm">
      {filters.after ? (
        <Button variant="default" onClick={() => onPage(1)}>
          {t("list.backToFirst")}
        </Button>
      ) : (
        <PageNumbers total={pages} value={data.page} onChange={onPage} />
      )}
      {offerMore && data.nextCursor && (
        <Button variant="light" onClick={() => onMore(data.nextCursor as string)}>
          {t("list.more")}
        </Button>
      )}
    </Group>
  );
}
