import {
  IconCheck,
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconPhotoCheck,
  IconPhotoX,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { ACTIONS_NEEDING_REMARK, type ApprovalTab, type ProfileAction } from "@vv/shared/approvals";
import type { ReactNode } from "react";

interface ActionLook {
  color: string;
  icon: ReactNode;
}

const ICON = { size: 16, "aria-hidden": true } as const;

export const ACTION_LOOK: Record<ProfileAction, ActionLook> = {
  approve: { color: "green", icon: <IconCheck {...ICON} /> },
  reject: { color: "red", icon: <IconX {...ICON} /> },
  enable: { color: "green", icon: <IconEye {...ICON} /> },
  disable: { color: "orange", icon: <IconEyeOff {...ICON} /> },
  lock: { color: "orange", icon: <IconLock {...ICON} /> },
  unlock: { color: "blue", icon: <IconLockOpen {...ICON} /> },
  delete: { color: "red", icon: <IconTrash {...ICON} /> },
  approvePhoto: { color: "green", icon: <IconPhotoCheck {...ICON} /> },
  rejectPhoto: { color: "red", icon: <IconPhotoX {...ICON} /> },
};

/** The decisions each tab is for, shown as buttons; every other applicable action is in the menu. */
export const PRIMARY_ACTIONS: Record<ApprovalTab, readonly ProfileAction[]> = {
  pending: ["approve", "reject"],
  approved: ["disable", "enable"],
  rejected: ["approve"],
  photos: ["approvePhoto", "rejectPhoto"],
};

export const needsRemark = (action: ProfileAction) => ACTIONS_NEEDING_REMARK.includes(action);

/** Splits a row's applicable actions into the tab's buttons and the rest (menu). */
export function splitActions(tab: ApprovalTab, actions: readonly ProfileAction[]) {
  const primary = PRIMARY_ACTIONS[tab].filter((a) => actions.includes(a));
  const more = actions.filter((a) => !primary.includes(a));
  return { primary, more };
}
