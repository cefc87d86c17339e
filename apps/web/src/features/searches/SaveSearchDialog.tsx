import type { ProfileFilters } from "../profiles/list/filters";
import { useSaveSearch } from "./api";
import { SearchNameDialog } from "./SearchNameDialog";
import { savedFiltersOf } from "./saved-filters";

export function SaveSearchDialog({ filters, onClose }: { filters: ProfileFilters; onClose: () => void }) {
  const save = useSaveSearch();
  return (
    <SearchNameDialog
      opened
      mode="save"
      onClose={onClose}
      onSubmit={(name) => save.mutateAsync({ name, filters: savedFiltersOf(filters) })}
    />
  );
}
