import { type LineageSettings, lineageKey } from "@vv/shared/lineage";

/** Our gotra and devak as the matches leave out, when the committee rules a shared one out. */
export function lineageExclusion(
  me: { gotra: string | null; devak: string | null },
  rule: Pick<LineageSettings, "excludeSameGotra" | "excludeSameDevak">,
) {
  return {
    gotra: rule.excludeSameGotra && me.gotra ? lineageKey(me.gotra) : null,
    devak: rule.excludeSameDevak && me.devak ? lineageKey(me.devak) : null,
  };
}

/** Which of the committee's rules a pair of profiles falls under (both families wrote the same). */
export function lineageConflict(
  mine: { gotra: string | null; devak: string | null },
  theirs: { gotra: string | null; devak: string | null },
  rule: Pick<LineageSettings, "excludeSameGotra" | "excludeSameDevak">,
) {
  const same = (a: string | null, b: string | null) => !!a && !!b && lineageKey(a) === lineageKey(b);
  return {
    gotra: rule.excludeSameGotra && same(mine.gotra, theirs.gotra),
    devak: rule.excludeSameDevak && same(mine.devak, theirs.devak),
  };
}
