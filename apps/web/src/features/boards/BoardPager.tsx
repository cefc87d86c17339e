import { Group } from "@mantine/core";
import { PageNumbers } from "../../components/PageNumbers";

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
  return (
    <Group justify="center">
      <PageNumbers total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={onChange} />
    </Group>
  );
}
