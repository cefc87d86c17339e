import { Center, Loader, Stack, Text } from "@mantine/core";

/** A centred spinner with an optional line of text, for the moments between sign-in steps. */
export function Loading({ text }: { text?: string }) {
  return (
    <Center py="lg" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="maroon" />
        {text && <Text c="dimmed">{text}</Text>}
      </Stack>
    </Center>
  );
}
