/**
 * The sandbox's notion of "now": real time plus an offset that tests move forward
 * (`advanceClock`, `POST /admin/clock`) to expire codes and tokens without waiting.
 */
export class Clock {
  #offsetMs = 0;

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  advance(seconds: number): void {
    this.#offsetMs += seconds * 1000;
  }
}
