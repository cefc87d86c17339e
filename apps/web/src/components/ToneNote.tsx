import type { ReactNode } from "react";
import classes from "./tone-note.module.css";

/** A short note in a light tone (where we stand with a family, who viewed ours). */
export function ToneNote({
  tone,
  children,
  testId,
}: {
  tone: "gray" | "green" | "orange" | "blue";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={classes.note} data-tone={tone} data-testid={testId}>
      {children}
    </div>
  );
}
