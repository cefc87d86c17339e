import { DataList } from "@mantine/core";
import type { ReactNode } from "react";

/** Label and value rows with a fixed label column, so values line up however long a label is. */
export function DetailRows({ rows }: { rows: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <DataList
      withDivider
      gap="xs"
      size="md"
      styles={{
        itemLabel: { flex: "0 0 min(40%, 16rem)", minWidth: 0, overflowWrap: "anywhere" },
        itemValue: { flex: "1 1 0", minWidth: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" },
      }}
    >
      {rows.map((row) => (
        <DataList.Item key={row.key}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
