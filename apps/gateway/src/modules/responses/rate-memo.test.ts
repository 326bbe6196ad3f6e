import { describe, expect, it } from "vitest";
import { ResponseRateMemo } from "./rate-memo";

const rateOf = (responses: number) => ({ responses, answered: 0, rate: null, medianHours: null });

describe("the response rates the cards show", () => {
  it("are read once a minute per company, the missing ones in one read, and a forgotten one again", async () => {
    let now = 0;
    let responses = 1;
    const reads: string[][] = [];
    const memo = new ResponseRateMemo(() => new Date(now), 60_000);
    const read = async (ids: string[]) => {
      reads.push(ids);
      return new Map(ids.map((id) => [id, rateOf(responses)]));
    };
    expect([...(await memo.get(["a", "b", "a"], read)).keys()]).toEqual(["a", "b"]);
    responses = 2;
    now = 59_999;
    expect((await memo.get(["a", "c"], read)).get("a")).toEqual(rateOf(1));
    memo.forget("a");
    expect((await memo.get(["a", "b"], read)).get("a")).toEqual(rateOf(2));
    now = 60_000;
    expect((await memo.get(["b"], read)).get("b")).toEqual(rateOf(2));
    expect(reads).toEqual([["a", "b"], ["c"], ["a"], ["b"]]);
  });
});
