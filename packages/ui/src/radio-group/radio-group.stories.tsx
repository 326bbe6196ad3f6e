import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { RadioGroup } from "./radio-group";

const REASONS = [
  { value: "fraud", label: "Мошенничество" },
  { value: "payment_required", label: "Просят заплатить за трудоустройство" },
  { value: "discrimination", label: "Дискриминация" },
  { value: "misleading", label: "Неверная зарплата или описание" },
  { value: "abuse", label: "Оскорбления" },
  { value: "spam", label: "Спам" },
  { value: "other", label: "Другое" },
];

const meta = {
  title: "Формы/RadioGroup",
  component: RadioGroup,
  args: { legend: "Причина", options: REASONS, value: null, onValueChange: () => {} },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 420 }}>
        <RadioGroup {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "Выбор одного варианта из нескольких: причина жалобы, решение модератора.\n\n**Доступность.** `<fieldset>` с `<legend>` называет группу, варианты — нативные радиокнопки: стрелки двигают выбор внутри группы, Tab уводит из неё. Ошибка связана с группой через `aria-describedby` и отмечена значком, а не только цветом.",
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};

export const Chosen: Story = { args: { value: "payment_required" } };

export const WithDescriptions: Story = {
  args: {
    legend: "Решение",
    value: "restore",
    options: [
      { value: "restore", label: "Вернуть", description: "Жалобы не подтвердились" },
      { value: "remove", label: "Удалить", description: "Владелец узнает почему" },
    ],
  },
};

export const Plain: Story = { args: { look: "plain" } };

export const WithError: Story = { args: { error: "Выберите причину", required: true } };

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Мошенничество" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Просят заплатить за трудоустройство" })).toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true, value: "spam" } };
