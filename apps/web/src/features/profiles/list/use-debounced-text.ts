import { useEffect, useState } from "react";

/** Text boxes update the URL after a short pause, not on every key. */
export function useDebouncedText(value: string | undefined, commit: (text: string) => void) {
  const [text, setText] = useState(value ?? "");
  // A value changed from outside (Reset, back button) replaces the text; our own commit does not.
  useEffect(
    () => setText((current) => (current.trim() === (value ?? "") ? current : (value ?? ""))),
    [value],
  );
  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const timer = setTimeout(() => commit(text), 500);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  return [text, setText] as const;
}
