/**
 * How many heavy answers (a list or Matches page computed, not found in memory) are worked on at once
 * in this process. Each such answer does its event-loop work in pieces between its reads: checking
 * the viewer, mapping the rows to cards, building the JSON. Left unbounded, the pieces of every family
 * loading a list land in the same turn of the loop, and a health probe, a sign-in or a profile page
 * waits behind all of them: that is how one family's heavy page slowed another's. Past the limit, an
 * answer waits here for its turn, in arrival order, costing nothing while it waits. The throughput
 * of heavy answers does not suffer as long as the limit keeps the readers (SQLite's worker threads,
 * PostgreSQL's read pool) busy.
 */
export interface HeavyWorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Answers being worked on now, and answers waiting for a turn (for metrics and tests). */
  readonly running: number;
  readonly waiting: number;
}

export function heavyWorkGate(limit: number): HeavyWorkGate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`a heavy-work limit must be ≥ 1 (got ${limit})`);
  let running = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    // The turn passes straight to the next in line: `running` stays as it is.
    if (next) next();
    else running--;
  }

  return {
    async run(work) {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** No limit: for callers (tests, one-off scripts) that do not share the process with families. */
export const unlimitedHeavyWork: HeavyWorkGate = {
  run: (work) => work(),
  running: 0,
  waiting: 0,
};
