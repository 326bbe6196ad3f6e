import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BarChart } from "./bar-chart";
import { DistributionChart } from "./distribution-chart";

const money = (value: number) => `${value / 1000} тыс.`;

describe("DistributionChart", () => {
  it("is one named image: the band, the box and the median in order along the axis", async () => {
    await render(
      <DistributionChart
        label="Распределение зарплат"
        percentiles={{ p10: 80_000, p25: 100_000, median: 130_000, p75: 170_000, p90: 220_000 }}
        formatValue={money}
        medianLabel="медиана"
      />,
    );
    const chart = page.getByRole("img", { name: "Распределение зарплат" });
    await expect.element(chart).toBeVisible();
    const svg = chart.element();
    const band = svg.querySelector(".rb-chart__band") as SVGRectElement;
    const box = svg.querySelector(".rb-chart__box") as SVGRectElement;
    const median = Number(svg.querySelector(".rb-chart__median")?.getAttribute("x1"));
    const left = (rect: SVGRectElement) => Number(rect.getAttribute("x"));
    const right = (rect: SVGRectElement) => left(rect) + Number(rect.getAttribute("width"));
    expect(left(band)).toBeLessThan(left(box));
    expect(left(box)).toBeLessThan(median);
    expect(median).toBeLessThan(right(box));
    expect(right(box)).toBeLessThan(right(band));
    expect(svg.textContent).toContain("медиана 130 тыс.");
    expect(svg.textContent).toContain("50 тыс.");
  });
});

describe("BarChart", () => {
  it("draws a bar per value, taller for more, and keeps the caption of a bar without one", async () => {
    await render(
      <BarChart
        label="Медиана по месяцам"
        formatValue={money}
        bars={[
          { key: "2025-01", label: "янв", value: 100_000 },
          { key: "2025-02", label: "фев", value: null },
          { key: "2025-03", label: "мар", value: 150_000 },
        ]}
      />,
    );
    const svg = page.getByRole("img", { name: "Медиана по месяцам" }).element();
    const bars = [...svg.querySelectorAll(".rb-chart__bar")].map((bar) => Number(bar.getAttribute("height")));
    expect(bars).toHaveLength(2);
    expect(bars[1]).toBeGreaterThan(bars[0] as number);
    expect(svg.textContent).toContain("фев");
  });
});
