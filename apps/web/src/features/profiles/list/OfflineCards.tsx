import { Container, Title } from "@mantine/core";
import { useTranslation } from "../../../lib/i18n";
import { OfflineList } from "../../pwa/OfflineCopy";
import classes from "./list.module.css";
import { ProfileCardView } from "./ProfileCardView";

/** The list page this member last saw, read-only; loaded only offline. */
export default function OfflineCards({ path }: { path: string }) {
  const { t } = useTranslation("profile");
  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py="lg" data-testid="offline-list">
      <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
        {t("list.title")}
      </Title>
      <OfflineList path={path}>
        {(data) => (
          <div className={classes.cards}>
            {data.items.map((profile) => (
              <ProfileCardView key={profile.id} profile={profile} readOnly />
            ))}
          </div>
        )}
      </OfflineList>
    </Container>
  );
}
