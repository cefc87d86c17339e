import { Button, Group } from "@mantine/core";
import { IconBookmark } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import type { ProfileFilters } from "../profiles/list/filters";

// The dialog and its form download on the first press.
const SaveSearchDialog = lazy(() =>
  import("./SaveSearchDialog").then((m) => ({ default: m.SaveSearchDialog })),
);

/** On the list: "Save this search" (the current filters under a name) and the saved searches. */
export function SearchActions({ filters }: { filters: ProfileFilters }) {
  // The list's own namespace: the matches one (5 KB in Marathi) comes with the dialog.
  const { t } = useTranslation("profile", { keyPrefix: "list" });
  const [open, setOpen] = useState(false);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconBookmark size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="save-search"
      >
        {t("saveSearch")}
      </Button>
      <Button component={Link} to="/user/saved-searches" variant="subtle">
        {t("savedSearches")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Group>
  );
}
