/** A hand-driven clock injected as `now()`, so tests move time instead of sleeping. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start = new Date("2025-10-28T09:00:00.000Z")): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
