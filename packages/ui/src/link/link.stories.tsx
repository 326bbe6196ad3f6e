import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Link } from "./link";

const meta = {
  title: "Навигация/Link",
  component: Link,
  args: { href: "#", children: "Восстановить доступ" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="sb-row">
      <Link href="#">Обычная</Link>
      <Link href="#" variant="subtle">
        Приглушённая
      </Link>
      <Link href="#" underline="hover">
        Подчёркивание при наведении
      </Link>
    </div>
  ),
};

export const External: Story = {
  args: {
    href: "https://t.me/",
    external: true,
    externalLabel: "откроется в новой вкладке",
    children: "Написать в поддержку в Telegram",
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /Написать в поддержку/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const InText: Story = {
  render: () => (
    <p style={{ maxWidth: 420, margin: 0, lineHeight: 1.6 }}>
      Нажимая «Войти», вы принимаете <Link href="#">условия сервиса</Link> и{" "}
      <Link href="#">политику конфиденциальности</Link>.
    </p>
  ),
};
