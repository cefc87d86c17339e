import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { IconCircleCheck, IconSend, IconWifiOff } from "@tabler/icons-react";
import {
  type ContactMessageBody,
  type ContactMessageInput,
  contactMessageBodySchema,
  HONEYPOT_FIELD,
  LIMITS_CONTACT,
} from "@vv/shared/contact";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../lib/api";
import { translateFieldMessage } from "../../lib/form-errors";
import { useTranslation } from "../../lib/i18n";
import { reportApiError, reportInvalid } from "../auth/form-feedback";
import { useSendContact } from "./api";
import classes from "./contact.module.css";
import { newRequestId } from "./request-id";

const FIELDS = ["firstName", "lastName", "mobileOrEmail", "subject", "message"] as const;
const EMPTY: ContactMessageInput = {
  firstName: "",
  lastName: "",
  mobileOrEmail: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/**
 * The contact form. What was written stays in the form until the
 * committee has it: a dropped connection shows a retry, and the retry reuses the message's request
 * id, so the server stores it once even if the first send did arrive.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const send = useSendContact();
  const requestId = useRef(newRequestId());
  const [sent, setSent] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const form = useForm<ContactMessageInput, unknown, ContactMessageBody>({
    resolver: zodResolver(contactMessageBodySchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const message = (m?: string) => translateFieldMessage(t, m);

  const submit = form.handleSubmit(async (values) => {
    setOffline(false);
    try {
      const result = await send.mutateAsync({ ...values, requestId: requestId.current });
      setSent(result.message);
      form.reset(EMPTY);
      requestId.current = newRequestId();
    } catch (error) {
      if (error instanceof ApiError && !error.isNetwork) reportApiError(error, form.setError, FIELDS);
      else setOffline(true);
    }
  }, reportInvalid);

  if (sent) {
    return (
      <Stack gap="md" align="flex-start" data-testid="contact-sent">
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t("form.sentTitle")}
          role="status"
          w="100%"
        >
          {sent}
        </Alert>
        <Button variant="default" onClick={() => setSent(null)}>
          {t("form.sendAnother")}
        </Button>
      </Stack>
    );
  }

  const text = (name: (typeof FIELDS)[number], max: number, autoComplete: string) => ({
    ...form.register(name),
    label: t(`form.${name}`),
    size: "md" as const,
    maxLength: max,
    withAsterisk: true,
    autoComplete,
    error: message(errors[name]?.message),
    "data-field": name,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack gap="md">
        <Title order={2} fz={22} c="maroon.9">
          {t("form.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...text("firstName", LIMITS_CONTACT.firstName, "given-name")} />
          <TextInput {...text("lastName", LIMITS_CONTACT.lastName, "family-name")} />
        </SimpleGrid>
        <TextInput {...text("mobileOrEmail", LIMITS_CONTACT.mobileOrEmail, "tel")} inputMode="text" />
        <TextInput {...text("subject", LIMITS_CONTACT.subject, "off")} />
        <Textarea {...text("message", LIMITS_CONTACT.message, "off")} rows={4} autosize={false} />
        {/* People never see this field; bots fill it in, and get thanked without being stored. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            {t("form.honeypot")}
            <input {...form.register(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {offline && (
          <Alert
            color="red"
            variant="light"
            icon={<IconWifiOff aria-hidden />}
            role="alert"
            data-testid="contact-offline"
          >
            {t("form.notSent")}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            size="md"
            loading={send.isPending}
            leftSection={<IconSend size={18} aria-hidden />}
            data-testid="contact-submit"
          >
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
