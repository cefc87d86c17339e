import { useHotkeys } from "@mantine/hooks";
import type { ApprovalRow, ApprovalTab, ProfileAction } from "@vv/shared/approvals";
import { useEffect, useState } from "react";

/** The decision a key stands for in a tab: A approves, R rejects (the profile, or in the photo tab the photo). */
export function keyAction(tab: ApprovalTab, key: "a" | "r"): ProfileAction {
  const photo = tab === "photos";
  if (key === "a") return photo ? "approvePhoto" : "approve";
  return photo ? "rejectPhoto" : "reject";
}

/**
 * Keyboard work through a queue page: J (or N) the next row, K the previous one, A approve, R reject
 * (each still through the Confirmation dialog). Keys typed into a field do nothing here.
 */
export function useQueueKeys(
  rows: ApprovalRow[] | undefined,
  tab: ApprovalTab,
  onAction: (row: ApprovalRow, action: ProfileAction) => void,
  paused: boolean,
) {
  const [index, setIndex] = useState(0);
  const ids = rows?.map((r) => r.id).join(",") ?? "";
  // A new page (or a decided row leaving it) starts at its first row again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to which rows are shown
  useEffect(() => setIndex(0), [ids]);
  const current = rows?.[Math.min(index, (rows?.length ?? 1) - 1)];
  const decide = (key: "a" | "r") => {
    if (paused || !current) return;
    const action = keyAction(tab, key);
    if (current.actions.includes(action)) onAction(current, action);
  };
  const move = (step: number) => {
    if (paused || !rows?.length) return;
    setIndex((i) => Math.max(0, Math.min(rows.length - 1, i + step)));
  };
  useHotkeys([
    ["j", () => move(1)],
    ["n", () => move(1)],
    ["k", () => move(-1)],
    ["a", () => decide("a")],
    ["r", () => decide("r")],
  ]);
  useEffect(() => {
    if (!current) return;
    document.querySelector(`[data-row-id="${current.id}"]`)?.scrollIntoView({ block: "nearest" });
  }, [current]);
  return current?.id ?? null;
}
