import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
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

const meta = {
  title: "Формы/MonthInput",
  component: MonthInput,
  args: {
    label: "Начало работы",
    value: "",
    onValueChange: () => {},
    monthNames: MONTHS,
    min: "1900-01",
    max: "2026-11",
  },
  decorators: [
    (Story) => (
      <div className="sb-stack">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Месяц и год двумя списками: названия месяцев приходят пропсом (`monthNames`), годы — от `max` вниз до `min`. Значение — `ГГГГ-ММ`, пока выбрано что-то одно — пустая строка. Замена `<input type="month">`, у которого пустое поле и календарь говорят на языке браузера.\n\n**Доступность.** Два нативных `<select>` в группе, названной подписью; у каждого своё имя («Начало работы, месяц», «Начало работы, год»). На телефоне открывается системный выбор.',
      },
    },
  },
} satisfies Meta<typeof MonthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picking: Story = {
  render: (args) => {
    const [value, setValue] = useState("");
    return (
      <>
        <MonthInput {...args} value={value} onValueChange={setValue} />
        <output aria-label="Значение">{value}</output>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Начало работы, месяц" }), "март");
    await expect(canvas.getByLabelText("Значение")).toHaveTextContent("");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Начало работы, год" }), "2015");
    await expect(canvas.getByLabelText("Значение")).toHaveTextContent("2015-03");
  },
};

export const Invalid: Story = {
  args: { value: "2014-12", error: "Введите корректный период", showError: true },
};

export const Disabled: Story = { args: { value: "2020-03", disabled: true } };
