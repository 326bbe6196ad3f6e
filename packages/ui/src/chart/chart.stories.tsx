import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BarChart } from "./bar-chart";
import { DistributionChart } from "./distribution-chart";

const roubles = (value: number) => `${new Intl.NumberFormat("ru-RU").format(value)} ₽`;

const meta = {
  title: "Данные/DistributionChart",
  component: DistributionChart,
  parameters: {
    docs: {
      description: {
        component:
          'Распределение по перцентилям: светлая полоса от 10-го до 90-го, коробка от 25-го до 75-го и отметка медианы с её значением, над осью круглых значений. `BarChart` — столбцы по подписям (месяцы года) с осью значений от нуля; столбец без значения пуст, подпись остаётся.\n\n**Доступность.** Каждый график — одно изображение (`role="img"`) с названием из `label`; сами числа страница даёт таблицей рядом. Тексты и формат чисел приходят через props.',
      },
    },
  },
  args: {
    label: "Распределение зарплат: от 90 000 до 230 000 ₽, медиана 150 000 ₽",
    percentiles: { p10: 90_000, p25: 110_000, median: 150_000, p75: 175_000, p90: 230_000 },
    formatValue: roubles,
    medianLabel: "медиана",
  },
} satisfies Meta<typeof DistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /Распределение зарплат/ })).toBeInTheDocument();
  },
};

/** A skewed market: the median close to the low end; its caption stays inside the picture. */
export const Skewed: Story = {
  args: { percentiles: { p10: 40_000, p25: 42_000, median: 45_000, p75: 90_000, p90: 300_000 } },
};

/** Everyone pays the same: the band is a line at one value. */
export const OneValue: Story = {
  args: { percentiles: { p10: 120_000, p25: 120_000, median: 120_000, p75: 120_000, p90: 120_000 } },
};

const MONTHS = ["июл", "авг", "сен", "окт", "ноя", "дек", "янв", "фев", "мар", "апр", "май", "июн"];

/** Twelve months of medians, two of them without one (too few vacancies). */
export const Monthly: Story = {
  render: () => (
    <BarChart
      label="Медиана по месяцам"
      formatValue={roubles}
      bars={MONTHS.map((label, index) => ({
        key: label,
        label,
        value: index === 2 || index === 7 ? null : 120_000 + ((index * 37_000) % 60_000),
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Медиана по месяцам" })).toBeInTheDocument();
  },
};
