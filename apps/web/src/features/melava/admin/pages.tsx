/** The committee's melava screens: one lazy chunk. */

export { DeskPage } from "../desk/DeskPage";
export { StagePage } from "../desk/StagePage";
export { AdminMelavaListPage } from "./AdminMelavaListPage";
export { AdminMelavaPage } from "./AdminMelavaPage";
