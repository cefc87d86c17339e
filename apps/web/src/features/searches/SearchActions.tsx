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
  const { t } = useTranslation("matches", { keyPrefix: "searches" });
  const [open, setOpen] = useState(false);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconBookmark size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="save-search"
      >
        {t("actions.save")}
      </Button>
      <Button component={Link} to="/user/saved-searches" variant="subtle">
        {t("actions.manage")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Group>
  );
}
