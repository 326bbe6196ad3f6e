import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { ChoiceQuestion } from "./choice-question";

const meta = {
  title: "Формы/ChoiceQuestion",
  component: ChoiceQuestion,
  parameters: {
    docs: {
      description: {
        component:
          "Вопрос теста с одним ответом; код или таблица (`code`) — моноширинным под вопросом. Значение — номер выбранного варианта.\n\n**Доступность.** Это `<fieldset>`, вопрос — его `<legend>`, варианты — нативные радиокнопки: диктор называет группу вопросом и говорит «1 из 4», стрелки ходят внутри группы, Tab выходит из неё.",
      },
    },
  },
  args: {
    question: "Какое число продолжает ряд: 2, 4, 8, 16, …?",
    options: ["24", "32", "30", "18"],
    value: null,
    onChange: () => {},
  },
} satisfies Meta<typeof ChoiceQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const [value, setValue] = useState<number | null>(null);
    return <ChoiceQuestion {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: /продолжает ряд/ });
    await userEvent.click(canvas.getByRole("radio", { name: "32" }));
    await expect(canvas.getByRole("radio", { name: "32" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "30" })).toBeChecked();
    await expect(group).toBeVisible();
  },
};

export const WithCode: Story = {
  args: {
    question: "Что выведет этот код?",
    code: 'const a = [1, 2, 3];\nconsole.log(a.map((x) => x * 2).join("-"));',
    options: ["2-4-6", "1-2-3", "[2, 4, 6]", "246"],
    value: 0,
  },
};

export const AgreementScale: Story = {
  args: {
    question: "Я легко завожу разговор с незнакомыми людьми.",
    options: [
      "Совсем не согласен",
      "Скорее не согласен",
      "Трудно сказать",
      "Скорее согласен",
      "Полностью согласен",
    ],
    value: 3,
  },
};

export const Disabled: Story = { args: { value: 1, disabled: true } };
