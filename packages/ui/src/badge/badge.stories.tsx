import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ChatIcon } from "../icon/icons";
import { CountBadge } from "./badge";

const meta = {
  title: "Данные/CountBadge",
  component: CountBadge,
  parameters: {
    docs: {
      description: {
        component:
          "Счётчик (непрочитанные сообщения) на иконке или рядом с пунктом списка. При 0 не показывается, больше `max` — «99+».\n\n**Доступность.** Без `label` счётчик скрыт от экранных дикторов: число должно войти в имя кнопки или ссылки («Чаты, 3 новых»). С `label` диктор читает этот текст вместо цифры.",
      },
    },
  },
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
