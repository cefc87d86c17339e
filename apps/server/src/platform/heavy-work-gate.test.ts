import { describe, expect, it } from "vitest";
import { heavyWorkGate } from "./heavy-work-gate";

/** A piece of work the test finishes by hand. */
function pending<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("heavy work gate", () => {
  it("works on at most the limit at once; the rest start in arrival order as turns free up", async () => {
    const gate = heavyWorkGate(2);
    const works = [pending<string>(), pending<string>(), pending<string>(), pending<string>()];
    const started: number[] = [];
    const answers = works.map((work, index) =>
      gate.run(() => {
        started.push(index);
        return work.promise;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);

    works[1]?.finish("b");
    await expect(answers[1]).resolves.toBe("b");
    await turn();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);

    works[0]?.fail(new Error("the read failed"));
    await expect(answers[0]).rejects.toThrow("the read failed");
    await turn();
    // A failed piece of work gives its turn back like a finished one.
    expect(started).toEqual([0, 1, 2, 3]);

    works[2]?.finish("c");
    works[3]?.finish("d");
    await expect(Promise.all(answers.slice(2))).resolves.toEqual(["c", "d"]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("starts work at once while under the limit", async () => {
    const gate = heavyWorkGate(3);
    let calls = 0;
    const answer = gate.run(async () => ++calls);
    // Started synchronously, not on a later turn.
    expect(calls).toBe(1);
    await expect(answer).resolves.toBe(1);
  });

  it("refuses a limit under one", () => {
    expect(() => heavyWorkGate(0)).toThrow();
  });
});
