import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ChatIcon } from "../icon/icons";
import { CountBadge } from "./badge";

const meta = {
  title: "Данные/CountBadge",
  component: CountBadge,
  args: { count: 3, label: "3 непрочитанных" },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const Overflow: Story = {
  args: { count: 240, label: "240 непрочитанных" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99+")).toBeVisible();
  },
};

export const ZeroRendersNothing: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot='count-badge']")).toBeNull();
  },
};

export const OnAnIcon: Story = {
  render: (args) => (
    <span style={{ position: "relative", display: "inline-flex", padding: 8 }}>
      <ChatIcon />
      <CountBadge {...args} style={{ position: "absolute", top: -2, right: -6 }} />
    </span>
  ),
};
