import type { CodeSplittingGroup } from "rolldown";

/**
 * A code-splitting group: the budgeted pages' modules filed by the set of those pages that load them
 * and of their background parts (`backgroundParts`: chunk names such as "KundliCard") that use them.
 */
export function firstLoadGroup(backgroundParts: readonly string[]): CodeSplittingGroup;
