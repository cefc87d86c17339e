import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far below the screen a section starts rendering: about a phone screen of scrolling ahead. */
const AHEAD = "800px 0px";

/**
 * Its children once the reader scrolls near them, the placeholder until then: a section
 * far down a long page (the details' kundli card) costs nothing while the first screen settles. A
 * browser without IntersectionObserver renders them at once.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={slot}>{placeholder}</div>;
}
