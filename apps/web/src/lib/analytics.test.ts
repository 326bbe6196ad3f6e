import { afterEach, describe, expect, it } from "vitest";
import { createAnalytics, silentAnalytics } from "./analytics";

afterEach(() => {
  delete window.ym;
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

describe("analytics", () => {
  it("stays silent without a counter id and loads nothing", () => {
    const analytics = createAnalytics(null);
    expect(analytics).toBe(silentAnalytics);
    analytics.hit("/contest");
    expect(window.ym).toBeUndefined();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("initialises the counter with click map, links and session replay, then reports hits", () => {
    const analytics = createAnalytics(12345);
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe(
      "https://mc.yandex.ru/metrika/tag.js",
    );
    analytics.hit("/vacancies?filter.city=Москва", { title: "Вакансии" });
    expect(window.ym?.a).toEqual([
      [
        12345,
        "init",
        { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true },
      ],
      [12345, "hit", "/vacancies?filter.city=Москва", { title: "Вакансии" }],
    ]);
  });
});
