import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The narrow card every sign-in page sits in: full width on a 360 px phone, centred on a desktop. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={480} px={{ base: "sm", sm: "md" }} py={{ base: "lg", sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: "md", sm: "xl" }}>
        <Title order={1} fz={{ base: 24, sm: 28 }} c="maroon.9" mb="xs">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" mb="md">
            {intro}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  );
}
