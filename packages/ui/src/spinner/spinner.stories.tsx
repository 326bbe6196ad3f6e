import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { variantArg } from "../docs/variant-arg";
import { PageSpinner, Spinner } from "./spinner";

const meta = {
  title: "Обратная связь/Spinner",
  component: Spinner,
  argTypes: {
    size: variantArg(["xs", "sm", "md", "lg", "xl"], "md", "Размер"),
    tone: variantArg(["primary", "current"], "primary", "Фирменный цвет или цвет текста (внутри кнопок)"),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Крутящееся кольцо: размеры xs–xl, `tone="current"` берёт цвет текста (внутри кнопок). `PageSpinner` — большой индикатор, пока грузится страница.\n\n**Доступность.** С `label` индикатор — `role="status"` и диктор читает подпись; без неё он декоративный и скрыт — так правильно, когда окружающий элемент сам говорит, что занят (`aria-busy` у кнопки). `PageSpinner` — живая область `role="status"` с подписью.',
      },
    },
  },
  args: { label: "Загрузка" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Загрузка");
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="sb-row">
      {(["xs", "sm", "md", "lg", "xl"] as const).map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};

export const Page: StoryObj<typeof PageSpinner> = {
  parameters: { layout: "fullscreen" },
  render: () => <PageSpinner label="Загружаем страницу" showLabel />,
};
