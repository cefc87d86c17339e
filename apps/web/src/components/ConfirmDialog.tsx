import { lazy, Suspense, useRef } from "react";
import type { ConfirmDialogProps } from "./ConfirmDialogView";

export type { ConfirmDialogProps, RemarkField } from "./ConfirmDialogView";

const ConfirmDialogView = lazy(() =>
  import("./ConfirmDialogView").then((m) => ({ default: m.ConfirmDialogView })),
);

/**
 * The Confirmation dialog (ConfirmDialogView), downloaded the first time one opens: the modal and
 * its overlay weigh about 25 KB of gzip that no page needs for its first screen. Once
 * opened it stays mounted, so it closes with its transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const opened = useRef(false);
  if (props.opened) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
