import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconBrandWhatsapp, IconPhone } from "@tabler/icons-react";
import type { ProfileDetails } from "@vv/shared/profile-views";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { whatsappChatUrl } from "../../../lib/whatsapp";
import { FraudWarning } from "../../privacy/FraudWarning";
import { DetailRows } from "./DetailRows";

type Contacts = NonNullable<ProfileDetails["contacts"]>;

/** A number to tap: call it, or open a WhatsApp chat (+91 and the number, new tab). */
function PhoneValue({ mobile }: { mobile: string }) {
  const { t } = useTranslation("profile");
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="a" href={`tel:+91${mobile}`} fw={600} c="maroon.8" style={{ whiteSpace: "nowrap" }}>
        {mobile}
      </Text>
      <Button
        component="a"
        href={`tel:+91${mobile}`}
        variant="light"
        w={36}
        h={36}
        p={0}
        aria-label={`${t("details.call")} ${mobile}`}
      >
        <IconPhone size={18} aria-hidden />
      </Button>
      <Button
        component="a"
        href={whatsappChatUrl(mobile)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="green"
        w={36}
        h={36}
        p={0}
        aria-label={`${t("details.whatsapp")} ${mobile}`}
      >
        <IconBrandWhatsapp size={18} aria-hidden />
      </Button>
    </Group>
  );
}

export function ContactsCard({ contacts }: { contacts: Contacts }) {
  const { t } = useTranslation("profile");
  const rows: { key: string; value: ReactNode }[] = [
    { key: "fatherMobile", value: <PhoneValue mobile={contacts.fatherMobile} /> },
    { key: "contactPersonName1", value: contacts.contactPersonName1 },
    { key: "contactPersonMobile1", value: <PhoneValue mobile={contacts.contactPersonMobile1} /> },
  ];
  if (contacts.contactPersonName2)
    rows.push({ key: "contactPersonName2", value: contacts.contactPersonName2 });
  if (contacts.contactPersonMobile2) {
    rows.push({ key: "contactPersonMobile2", value: <PhoneValue mobile={contacts.contactPersonMobile2} /> });
  }
  rows.push({ key: "currentAddress", value: contacts.currentAddress });
  if (contacts.permanentAddress) rows.push({ key: "permanentAddress", value: contacts.permanentAddress });

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" data-testid="contacts">
      <Title order={2} fz={{ base: 19, sm: 21 }} c="maroon.9" mb="sm">
        {t("sections.contacts")}
      </Title>
      <DetailRows rows={rows.map((row) => ({ ...row, label: t(`fields.${row.key}`) }))} />
      <div style={{ marginTop: 12 }}>
        <FraudWarning compact />
      </div>
    </Paper>
  );
}
