import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { DateInput } from "./date-input";

const meta = {
  title: "Формы/DateInput",
  component: DateInput,
  args: { label: "Дата рождения", placeholder: "01.01.1990" },
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
          "Поле даты с маской ДД.ММ.ГГГГ: только цифры, не больше восьми, точки расставляются сами. Проверку даты делает домен (`@rabota/domain`).\n\n**Доступность.** Обычное текстовое поле с подписью, подсказкой и ошибкой, как у `TextField` (`aria-describedby`, `aria-invalid`); цифровая клавиатура на телефоне, автозаполнение даты рождения.",
      },
    },
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Typing: Story = {
  render: (args) => {
    const [value, setValue] = useState("");
    return <DateInput {...args} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Дата рождения" });
    await userEvent.type(input, "15071992");
    await expect(input).toHaveValue("15.07.1992");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "31.02.2024", error: "Некорректная дата", showError: true },
};

export const Disabled: Story = { args: { defaultValue: "01.01.1990", disabled: true } };
