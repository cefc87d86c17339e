import { Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { VISIBILITY_CHOICES, type VisibilityChoice } from "@vv/shared/privacy";
import type { ProfileFormValues } from "@vv/shared/profile";
import { useEffect } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n";
import { useSiteConfig } from "../../settings-api";

type Name = "contactVisibility" | "photoVisibility";

/** One of the two settings: the choices as radio cards with a plain-words line under each. */
function Choice({ name, part }: { name: Name; part: "contact" | "photo" }) {
  const { t } = useTranslation("privacy");
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const { field } = useController({ control, name });
  const config = useSiteConfig().data;
  // A new profile starts from the committee's default (site settings).
  const fallback = part === "contact" ? config?.defaultContactVisibility : config?.defaultPhotoVisibility;
  useEffect(() => {
    if (field.value === undefined && fallback) setValue(name, fallback);
  }, [field.value, fallback, name, setValue]);
  return (
    <div data-field={name}>
      <Radio.Group
        name={field.name}
        label={t(`${part}.label`)}
        description={part === "contact" ? t("contact.hint") : undefined}
        value={field.value ?? fallback ?? ""}
        onChange={(v) => field.onChange(v as VisibilityChoice)}
      >
        <Stack gap="sm" mt="xs">
          {VISIBILITY_CHOICES.map((choice, i) => (
            <Radio
              key={choice}
              value={choice}
              ref={i === 0 ? field.ref : undefined}
              label={t(`${part}.${choice}`)}
              description={t(`${part}.${choice}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </div>
  );
}

/** Who sees the family's contact details and photo; the server enforces the choice. */
export function PrivacySection() {
  const { t } = useTranslation("privacy");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby="sec-privacy"
      data-testid="privacy-section"
    >
      <Stack gap="md">
        <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" id="sec-privacy">
          {t("title")}
        </Title>
        <Text size="sm">{t("intro")}</Text>
        <Choice name="contactVisibility" part="contact" />
        <Choice name="photoVisibility" part="photo" />
      </Stack>
    </Paper>
  );
}
