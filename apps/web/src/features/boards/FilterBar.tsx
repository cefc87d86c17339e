import { Box, Button, Group, Paper, TextInput } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconSearch, IconX } from "@tabler/icons-react";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { FiltersToggle } from "../../components/FiltersToggle";
import { useTranslation } from "../../lib/i18n";
import classes from "./board.module.css";

interface FilterBarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string | undefined;
  onSearch: (text: string | undefined) => void;
  /** The selects (a lazy chunk); folded away behind a button on a phone, and not loaded, until opened. */
  children: ReactNode;
  active: boolean;
  onReset: () => void;
  filtersLabel: string;
}

/** Search box plus filters; the text is committed after a short pause, not on every key. */
export function FilterBar(props: FilterBarProps) {
  const { searchLabel, searchPlaceholder, search, onSearch, children, active, onReset, filtersLabel } = props;
  const { t } = useTranslation("common");
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const [opened, toggle] = useDisclosure(active);
  const [text, setText] = useState(search ?? "");
  const shown = useRef(false);
  shown.current ||= wide || opened;

  useEffect(
    () => setText((current) => (current.trim() === (search ?? "") ? current : (search ?? ""))),
    [search],
  );
  useEffect(() => {
    if (text.trim() === (search ?? "")) return;
    const timer = setTimeout(() => onSearch(text.trim() || undefined), 500);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <Paper withBorder radius="md" p="sm" component="section" role="search" aria-label={filtersLabel}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={searchLabel}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={60}
          enterKeyHint="search"
          data-testid="board-search"
        />
        {!wide && (
          <FiltersToggle
            label={filtersLabel}
            opened={opened}
            active={active}
            onToggle={toggle.toggle}
            testId="board-filters-toggle"
          />
        )}
      </Group>
      {/* Folded on a phone until opened (no animation: Mantine's Collapse is 1.5 KB of first load). */}
      <div hidden={!(wide || opened)}>
        <div className={classes.filterGrid}>
          {/* While the chunk loads, a select's height (no jump below). */}
          {shown.current && <Suspense fallback={<Box h={60} />}>{children}</Suspense>}
        </div>
        {active && (
          <Button variant="subtle" mt="xs" leftSection={<IconX size={16} aria-hidden />} onClick={onReset}>
            {t("actions.reset")}
          </Button>
        )}
      </div>
    </Paper>
  );
}
