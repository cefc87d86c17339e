import { Badge } from "@mantine/core";
import type { ReactNode } from "react";

/** A post's kind (job type, business category) as a small saffron badge. */
export function KindBadge({ children }: { children: ReactNode }) {
  return (
    <Badge variant="light" color="saffron" radius="sm" style={{ textTransform: "none" }}>
      {children}
    </Badge>
  );
}
