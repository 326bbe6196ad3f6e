import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProgressBar, ProgressTrack } from "./progress-bar";

const meta = {
  title: "Обратная связь/ProgressBar",
  component: ProgressBar,
  parameters: {
    docs: {
      description: {
        component:
          'Полоса прогресса с подписью (импорт вакансий, загрузка), или «бегущая» полоса, пока общее количество неизвестно. `ProgressTrack` — одна полоса без подписи.\n\n**Доступность.** `role="progressbar"`, названный подписью, с `aria-valuenow`, `aria-valuemax` и `aria-valuetext` («12 из 25»); без значения — неопределённый прогресс. При `prefers-reduced-motion` полоса не движется. `ProgressTrack` скрыт от диктора: он для величины, которую уже говорит текст рядом.',
      },
    },
  },
  args: { label: "Импортировано 12 из 25", value: 12, max: 25, valueText: "48 %" },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Импортировано 12 из 25" });
    await expect(bar).toHaveAttribute("aria-valuenow", "12");
    await expect(bar).toHaveAttribute("aria-valuemax", "25");
  },
};

export const Complete: Story = { args: { label: "Импортировано 25 из 25", value: 25, valueText: "100 %" } };

/** The total is not known yet: the bar moves without a value. */
export const Indeterminate: Story = {
  args: { label: "Импорт в очереди", value: undefined, valueText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
  },
};

/** The bar alone, for an amount the text beside it already says (hidden from screen readers). */
export const TrackOnly: Story = {
  render: () => (
    <div style={{ display: "grid", gap: "0.5rem" }}>
      <p style={{ margin: 0 }}>Вопрос 3 из 10</p>
      <ProgressTrack fraction={0.3} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};
