import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MonthInput } from "./month-input";

const MONTHS = [
  "январь",
  "февраль",
  "март",
  "апрель",
  "май",
  "июнь",
  "июль",
  "август",
  "сентябрь",
  "октябрь",
  "ноябрь",
  "декабрь",
];

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MonthInput
        label="Начало работы"
        value={value}
        onValueChange={setValue}
        monthNames={MONTHS}
        min="2019-01"
        max="2026-11"
      />
      <output aria-label="Значение">{value}</output>
    </>
  );
}

describe("MonthInput", () => {
  it("gives YYYY-MM once both a month and a year are chosen, and nothing while one is missing", async () => {
    await render(<Harness />);
    const month = page.getByRole("combobox", { name: "Начало работы, месяц" });
    const year = page.getByRole("combobox", { name: "Начало работы, год" });
    await userEvent.selectOptions(month, "март");
    await expect.element(page.getByLabelText("Значение")).toHaveTextContent("");
    await userEvent.selectOptions(year, "2020");
    await expect.element(page.getByLabelText("Значение")).toHaveTextContent("2020-03");
    await userEvent.selectOptions(year, "");
    await expect.element(page.getByLabelText("Значение")).toHaveTextContent("");
    await expect.element(month).toHaveValue("03");
  });

  it("shows a stored value, offers years from max down to min, and no month after max", async () => {
    await render(<Harness initial="2026-05" />);
    const month = page.getByRole("combobox", { name: "Начало работы, месяц" });
    await expect.element(month).toHaveValue("05");
    const years = page.getByRole("combobox", { name: "Начало работы, год" }).getByRole("option");
    expect(years.elements().map((option) => option.textContent)).toEqual([
      "Год",
      "2026",
      "2025",
      "2024",
      "2023",
      "2022",
      "2021",
      "2020",
      "2019",
    ]);
    await expect.element(month.getByRole("option", { name: "декабрь" })).toBeDisabled();
    await expect.element(month.getByRole("option", { name: "ноябрь" })).toBeEnabled();
  });
});
