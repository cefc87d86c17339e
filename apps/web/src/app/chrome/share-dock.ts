/** The footer's empty strip at the very end of every page, where the share button rests. */
export const SHARE_DOCK_ID = "vv-share-dock";
