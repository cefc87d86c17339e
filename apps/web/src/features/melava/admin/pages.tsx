/** The committee's melava screens: one lazy chunk. */
export { AdminMelavaListPage } from "./AdminMelavaListPage";
export { AdminMelavaPage } from "./AdminMelavaPage";
