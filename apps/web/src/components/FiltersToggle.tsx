import { Button } from "@mantine/core";
import { IconAdjustments } from "@tabler/icons-react";
import classes from "./filters-toggle.module.css";

interface FiltersToggleProps {
  label: string;
  opened: boolean;
  /** Some filter is set: a dot on the button, so a folded panel does not hide it. */
  active: boolean;
  onToggle: () => void;
  testId?: string;
}

/** The phone's button that unfolds a list's filters (the profile list and the boards). */
export function FiltersToggle({ label, opened, active, onToggle, testId }: FiltersToggleProps) {
  return (
    <div className={classes.toggle}>
      <Button variant="light" onClick={onToggle} aria-expanded={opened} px="sm" data-testid={testId}>
        <IconAdjustments size={20} aria-label={label} />
      </Button>
      {active && <span className={classes.activeDot} aria-hidden />}
    </div>
  );
}
