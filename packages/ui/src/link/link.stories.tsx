import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { variantArg } from "../docs/variant-arg";
import { Link } from "./link";

const meta = {
  title: "Навигация/Link",
  component: Link,
  argTypes: {
    variant: variantArg(
      ["default", "subtle", "inherit"],
      "default",
      "Фирменный цвет, приглушённый или цвет окружающего текста",
    ),
    underline: variantArg(["always", "hover"], "always", "Подчёркивание всегда или только при наведении"),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Текстовая ссылка. Варианты `default`, `subtle`, `inherit`; `external` открывает новую вкладку безопасно (`rel="noopener noreferrer"`); `asChild` — вид ссылки для ссылки роутера.\n\n**Доступность.** По умолчанию ссылка подчёркнута (`underline="always"`) и отличается от текста не одним цветом; `underline="hover"` — для мест, где ссылки очевидны (меню, подвал). У внешней ссылки диктор слышит пояснение из `externalLabel` («откроется в новой вкладке»). Иконка не переносится отдельно от последнего слова.',
      },
    },
  },
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
