import { Button } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

/** One tap to call, write, chat or open a post's website: a small light button that is a link. */
export function ContactButton({
  href,
  icon,
  external,
  color,
  style,
  children,
}: {
  href: string;
  icon: ReactNode;
  /** Opens in a new tab, without the referrer; "nofollow" for a member's own website. */
  external?: "nofollow" | true;
  color?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const rel = external === "nofollow" ? "noopener noreferrer nofollow" : "noopener noreferrer";
  return (
    <Button
      component="a"
      href={href}
      {...(external ? { target: "_blank", rel } : {})}
      size="compact-md"
      variant="light"
      color={color}
      leftSection={icon}
      style={style}
    >
      {children}
    </Button>
  );
}
