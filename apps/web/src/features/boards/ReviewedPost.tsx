import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";

/** A post as the committee judges it: the board's own view, the last remark, who posted it and when. */
export function ReviewedPost({
  ns,
  rejectedRemark,
  postedBy,
  createdAt,
  children,
}: {
  ns: "jobs" | "business";
  rejectedRemark: string | null;
  /** "Posted by … (mobile)" in the board's words. */
  postedBy: string;
  createdAt: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation(ns);
  return (
    <Stack gap={6}>
      {children}
      {rejectedRemark && (
        <Text size="sm" c="red">
          {t("status.rejectedRemark", { remark: rejectedRemark })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {postedBy} · {formatDate(createdAt, i18n.language)}
      </Text>
    </Stack>
  );
}
