import { Button, Group } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { localNumber } from "@vv/shared/numbers";
import { useTranslation } from "../lib/i18n";

/** The pages to show: the first, the current and the last, with a gap marker between runs. */
export function visiblePages(total: number, current: number): (number | "gap")[] {
  const wanted = [...new Set([1, current, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const page of wanted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && page - last === 2) out.push(last + 1);
    else if (typeof last === "number" && page - last > 2) out.push("gap");
    out.push(page);
  }
  return out;
}

/**
 * Previous, page numbers and next, for the public lists' first load (Mantine's Pagination adds
 * 3 KB of gzip to it). Hidden when everything fits on one page.
 */
export function PageNumbers({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation("common");
  if (total <= 1) return null;
  const button = (page: number) => (
    <Button
      key={page}
      size="compact-md"
      miw={34}
      variant={page === value ? "filled" : "default"}
      aria-current={page === value ? "page" : undefined}
      onClick={() => onChange(page)}
    >
      {localNumber(page, i18n.language)}
    </Button>
  );
  return (
    <Group component="nav" gap={6} aria-label={t("actions.pages")}>
      <Button
        size="compact-md"
        variant="default"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        aria-label={t("actions.previous")}
      >
        <IconChevronLeft size={18} aria-hidden />
      </Button>
      {visiblePages(total, value).map((page, i) =>
        page === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${i}`} aria-hidden>
            …
          </span>
        ) : (
          button(page)
        ),
      )}
      <Button
        size="compact-md"
        variant="default"
        disabled={value >= total}
        onClick={() => onChange(value + 1)}
        aria-label={t("actions.next")}
      >
        <IconChevronRight size={18} aria-hidden />
      </Button>
    </Group>
  );
}
