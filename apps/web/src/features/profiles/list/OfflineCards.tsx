import { OfflineList } from "../../pwa/OfflineCopy";
import classes from "./list.module.css";
import { ProfileCardView } from "./ProfileCardView";

/** The list page this member last saw, read-only; loaded only offline. */
export default function OfflineCards({ path }: { path: string }) {
  return (
    <OfflineList path={path}>
      {(data) => (
        <div className={classes.cards}>
          {data.items.map((profile) => (
            <ProfileCardView key={profile.id} profile={profile} readOnly />
          ))}
        </div>
      )}
    </OfflineList>
  );
}
