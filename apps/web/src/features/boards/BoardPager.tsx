import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "../../lib/i18n";

export function BoardPager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <Group justify="center">
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onChange}
        hideWithOnePage
        siblings={0}
        boundaries={1}
        getControlProps={(control) => ({
          "aria-label": t(control === "previous" ? "actions.previous" : "actions.next"),
        })}
      />
    </Group>
  );
}
