import { type ReactNode, startTransition, useEffect, useState } from "react";

/** A screen's height: what comes below (the footer) stays out of view until the children come. */
const screenHeight = <div style={{ minHeight: "100vh" }} />;

/**
 * Its children from the frame after this one's first paint, the placeholder (by default a screen's
 * height, so nothing below it moves into view) until then. On a slow phone the first
 * screen (the details' photo and name, a board's title and filters) is drawn without waiting for
 * what is below it to be rendered, laid out and painted.
 */
export function AfterFirstPaint({
  placeholder = screenHeight,
  children,
}: {
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame paints; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : placeholder;
}
