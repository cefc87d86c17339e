import { Button } from "@mantine/core";
import { IconBookmark } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import type { ProfileFilters } from "../profiles/list/filters";

// The dialog, its form and the searches' words download on the first press, not with the list.
const SaveSearchDialog = lazy(() =>
  import("./SaveSearchDialog").then((m) => ({ default: m.SaveSearchDialog })),
);

/** "Save this search" on the list: the current filters under a name. */
export function SaveSearchButton({ filters }: { filters: ProfileFilters }) {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBookmark size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="save-search"
      >
        {t("list.saveSearch")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
