import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProgressBar, ProgressTrack } from "./progress-bar";

const meta = {
  title: "Обратная связь/ProgressBar",
  component: ProgressBar,
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
