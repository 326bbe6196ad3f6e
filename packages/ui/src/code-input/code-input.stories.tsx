import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { CodeInput } from "./code-input";

const meta = {
  title: "Формы/CodeInput",
  component: CodeInput,
  args: { label: "Код из письма", hint: "Код действует 5 минут." },
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
          'Шесть ячеек поверх одного настоящего поля: ввод, удаление, вставка кода целиком и автозаполнение из письма или SMS работают как обычно. Цифровая клавиатура на телефоне.\n\n**Доступность.** Под ячейками одно настоящее поле с подписью (`autocomplete="one-time-code"`, цифровая клавиатура): диктор видит одно поле, а не шесть, ячейки скрыты от него. Ошибка связана с полем через `aria-describedby`.',
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  render: (args) => {
    const [code, setCode] = useState("");
    return <CodeInput {...args} value={code} onValueChange={setCode} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Код из письма" });
    await userEvent.click(input);
    await userEvent.keyboard("4821");
    await expect(input).toHaveValue("4821");
  },
};

export const Filled: Story = { args: { defaultValue: "482913" } };

export const WrongCode: Story = { args: { defaultValue: "482913", error: "Неверный код", showError: true } };

export const Disabled: Story = { args: { defaultValue: "48", disabled: true } };
