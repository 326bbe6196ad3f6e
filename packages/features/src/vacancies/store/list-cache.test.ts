import { describe, expect, it } from "vitest";
import { createVacancyListCache } from "./list-cache";

const list = (source: string) => ({
  source,
  vacancies: [],
  total: 0,
  totalCapped: false,
  nextPageToken: null,
  hasMore: false,
});

describe("the vacancy list cache", () => {
  it("keeps the scroll position when the same list is kept again (a page appended)", () => {
    const cache = createVacancyListCache<string>();
    cache.keep("a", list("a"));
    cache.rememberScroll("a", 500);
    cache.keep("a", { ...list("a"), total: 3 });
    expect(cache.get("a")).toMatchObject({ total: 3, scrollY: 500 });
    // A list never kept has no place to remember.
    cache.rememberScroll("b", 10);
    expect(cache.get("b")).toBeUndefined();
  });

  it("forgets the list used longest ago beyond its limit", () => {
    const cache = createVacancyListCache<string>(2);
    cache.keep("a", list("a"));
    cache.keep("b", list("b"));
    cache.keep("a", list("a"));
    cache.keep("c", list("c"));
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });
});
