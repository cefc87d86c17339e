import { Button, Stack } from "@mantine/core";
import { useTranslation } from "../lib/i18n";
import { Notice } from "./Notice";

/** A page's data could not be loaded (often a dropped connection): say so and offer a retry. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Notice color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        {message ?? t("errors.failedToLoad")}
        <Button size="compact-md" variant="white" color="red" onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      </Stack>
    </Notice>
  );
}
