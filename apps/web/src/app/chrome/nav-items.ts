import type { SessionUser } from "../../features/auth/session";
import { isAdmin } from "../../features/auth/session";

export interface NavItem {
  to: string;
  labelKey: string;
}

/** Menu entries the viewer may see. */
export function navItemsFor(user: SessionUser | null | undefined): NavItem[] {
  const items: NavItem[] = [{ to: "/home", labelKey: "nav.home" }];
  if (user && isAdmin(user)) items.push({ to: "/admin", labelKey: "nav.admin" });
  if (!user) {
    items.push({ to: "/user/bride-groom-list", labelKey: "nav.vadhuVar" });
  } else {
    if (user.genderAccess === "bride" || user.genderAccess === "both")
      items.push({ to: "/user/bride-groom-list?gender=2", labelKey: "nav.bride" });
    if (user.genderAccess === "groom" || user.genderAccess === "both")
      items.push({ to: "/user/bride-groom-list?gender=1", labelKey: "nav.groom" });
    items.push(
      { to: "/user/my-profile", labelKey: "nav.myProfile" },
      { to: "/my-data", labelKey: "nav.myData" },
    );
  }
  items.push(
    { to: "/melava", labelKey: "nav.melava" },
    { to: "/gallery", labelKey: "nav.gallery" },
    { to: "/committee", labelKey: "nav.committee" },
    { to: "/about", labelKey: "nav.about" },
    { to: "/contact", labelKey: "nav.contact" },
  );
  return items;
}
