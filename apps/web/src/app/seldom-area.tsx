import { type Page, page } from "./lazy-page";
import { routeArea } from "./route-area";

/**
 * Pages few people land on or open often: the gallery, the contact form, the registration fee and
 * its outcome, Our Team and a member of it, a melava entry pass. A route area (route-area.tsx): the
 * entry every page loads names only their addresses.
 */
const SELDOM_PAGES: [string, Page][] = [
  ["gallery", page(() => import("../features/gallery/GalleryPage").then((m) => m.GalleryPage))],
  ["contact", page(() => import("../features/contact/ContactPage").then((m) => m.ContactPage))],
  ["payment", page(() => import("../features/payments/PaymentPage").then((m) => m.PaymentPage))],
  [
    "payment-status/:tid",
    page(() => import("../features/payments/PaymentStatusPage").then((m) => m.PaymentStatusPage)),
  ],
  ["committee", page(() => import("../features/committee/CommitteePage").then((m) => m.CommitteePage))],
  [
    "committee-member-details",
    page(() => import("../features/committee/CommitteeDetailsPage").then((m) => m.CommitteeDetailsPage)),
  ],
  [
    "melava/registrations/:id",
    page(() => import("../features/melava/pages").then((m) => m.PassPage), ["melava"]),
  ],
];

export const seldomArea = routeArea(SELDOM_PAGES);
