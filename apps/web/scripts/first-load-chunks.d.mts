import type { CodeSplittingGroup } from "rolldown";

/** A code-splitting group: the budgeted pages' modules filed by the set of those pages that load them. */
export function firstLoadGroup(): CodeSplittingGroup;
