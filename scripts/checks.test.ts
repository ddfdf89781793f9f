import { describe, expect, it } from "vitest";
import { runSteps, STEPS, selectSteps } from "./checks.mjs";

const steps = { a: [], b: ["a"], c: ["a"], d: ["b", "c"], e: [] };

/** Steps that end when told to, recording what started while what else was running. */
function controlled(outcomes: Record<string, boolean> = {}) {
  const log: string[] = [];
  const running = new Set<string>();
  let most = 0;
  const finishers = new Map<string, () => void>();
  const run = (name: string) =>
    new Promise<{ ok: boolean; output: string }>((resolve) => {
      running.add(name);
      most = Math.max(most, running.size);
      log.push(`start ${name} [${[...running].sort().join(",")}]`);
      finishers.set(name, () => {
        running.delete(name);
        resolve({ ok: outcomes[name] ?? true, output: "" });
      });
    });
  /** Ends the steps now running, one at a time in name order, until none is left. */
  async function drain(promise: Promise<string | null>) {
    for (let turn = 0; turn < 50; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const next = [...running].sort()[0];
      if (next === undefined) break;
      finishers.get(next)?.();
    }
    return promise;
  }
  return { log, run, drain, most: () => most };
}

describe("selectSteps", () => {
  it("takes every step when none is named", () => {
    expect(selectSteps(steps, [])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("adds what a named step needs, in the table's order", () => {
    expect(selectSteps(steps, ["d"])).toEqual(["a", "b", "c", "d"]);
    expect(selectSteps(steps, ["c", "e"])).toEqual(["a", "c", "e"]);
  });

  it("refuses a step it does not know", () => {
    expect(() => selectSteps(steps, ["nope"])).toThrow(/no such step: nope/);
  });

  it("names only root scripts that exist, and needs that are steps", async () => {
    const { default: pkg } = await import("../package.json", { with: { type: "json" } });
    for (const [name, needs] of Object.entries(STEPS)) {
      expect(Object.keys(pkg.scripts)).toContain(name);
      for (const need of needs) expect(Object.keys(STEPS)).toContain(need);
    }
  });
});

describe("runSteps", () => {
  it("starts a step only after what it needs has passed, with at most `lanes` at once", async () => {
    const fake = controlled();
    const failed = await fake.drain(
      runSteps(steps, selectSteps(steps, []), { lanes: 2, run: fake.run }),
    );
    expect(failed).toBeNull();
    expect(fake.most()).toBe(2);
    expect(fake.log).toEqual([
      "start a [a]",
      "start e [a,e]",
      "start b [b,e]",
      "start c [c,e]",
      "start d [d,e]",
    ]);
  });

  it("stops at the first failure: nothing starts after it, and it is named", async () => {
    const fake = controlled({ a: false });
    const failed = await fake.drain(
      runSteps(steps, ["a", "b", "c", "d"], { lanes: 2, run: fake.run }),
    );
    expect(failed).toBe("a");
    expect(fake.log).toEqual(["start a [a]"]);
  });

  it("runs everything one at a time with one lane", async () => {
    const fake = controlled();
    await fake.drain(runSteps(steps, ["a", "b", "c", "d", "e"], { lanes: 1, run: fake.run }));
    expect(fake.most()).toBe(1);
    expect(fake.log.map((line) => line.split(" ")[1])).toEqual(["a", "b", "c", "d", "e"]);
  });
});
