import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { useTranslation } from "../lib/i18n";

/** Shown when a page chunk fails to load (often a dropped connection) or a page throws. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center">
        <Title order={2}>{t("errors.failedToLoad")}</Title>
        <Text c="dimmed">{t("errors.internal")}</Text>
        <Button onClick={() => window.location.reload()}>{t("actions.retry")}</Button>
      </Stack>
    </Container>
  );
}

interface BoundaryProps {
  /** The path: moving to another address tries again. */
  at: string;
  children: ReactNode;
}

/** Catches what a page throws, or a page chunk that failed to download, until the path changes. */
export class PageBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  state = { failedAt: null as string | null };
  static getDerivedStateFromError() {
    return { failedAt: "" };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === "") return { failedAt: props.at };
    return state.failedAt !== null && state.failedAt !== props.at ? { failedAt: null } : null;
  }
  render() {
    return this.state.failedAt !== null ? <RouteError /> : this.props.children;
  }
}
