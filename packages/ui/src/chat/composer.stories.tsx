import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Composer } from "./composer";

const meta = {
  title: "Чат/Composer",
  component: Composer,
  parameters: {
    docs: {
      description: {
        component:
          "Поле сообщения: Enter отправляет, Shift+Enter начинает новую строку (пока метод ввода собирает слово, Enter его не отправляет), поле растёт вместе с текстом.\n\n**Доступность.** Подпись поля (`label`) скрыта визуально, но её читает диктор; подсказка (`hint`) связана с полем через `aria-describedby`; у кнопки отправки имя из `sendLabel`.",
      },
    },
  },
  args: {
    label: "Сообщение",
    placeholder: "Напишите сообщение…",
    sendLabel: "Отправить",
    hint: "Enter — отправить, Shift+Enter — новая строка",
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EnterSendsShiftEnterBreaksTheLine: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText("Сообщение");
    await userEvent.type(field, "Первая строка{Shift>}{Enter}{/Shift}вторая");
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Первая строка\nвторая");
    await expect(field).toHaveValue("");
  },
};

export const Disabled: Story = { args: { disabled: true } };
