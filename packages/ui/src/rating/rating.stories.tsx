import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { RatingInput, StarRating } from "./rating";

const meta = {
  title: "Данные/Rating",
  component: StarRating,
  parameters: {
    docs: {
      description: {
        component:
          "Оценка звёздами: `StarRating` показывает её, `RatingInput` — выбор от 1 до 5.\n\n**Доступность.** У `StarRating` звёзды — украшение, диктор читает `label` («Оценка 4 из 5»). `RatingInput` — группа настоящих радиокнопок с подписью: одна остановка табуляции, стрелки двигают и выбирают; ошибка связана с каждой кнопкой через `aria-describedby`, а смысл никогда не передаётся одним цветом.",
      },
    },
  },
  args: { value: 4, label: "Оценка 4 из 5" },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Оценка 4 из 5" })).toBeVisible();
  },
};

export const Small: Story = { args: { value: 2, label: "Оценка 2 из 5", size: "sm" } };

export const FractionRounds: Story = { args: { value: 4.6, label: "Рейтинг 4,6 из 5" } };

function Chooser({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      label="Оценка"
      name="rating"
      value={value}
      onValueChange={setValue}
      optionLabel={(n) => `${n} из 5`}
      hint={value ? `Вы выбрали ${value} из 5` : undefined}
      error={error}
      showError={Boolean(error)}
    />
  );
}

export const Input: Story = {
  render: () => <Chooser />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "4 из 5" }));
    await expect(canvas.getByRole("radio", { name: "4 из 5" })).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "3 из 5" })).toBeChecked();
    await expect(canvas.getByText("Вы выбрали 3 из 5")).toBeVisible();
  },
};

export const InputWithError: Story = {
  render: () => <Chooser error="Поставьте оценку от 1 до 5" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Оценка" })).toHaveAttribute("aria-invalid", "true");
    // The error drops in (an opacity animation): visible once it has.
    await waitFor(() => expect(canvas.getByText("Поставьте оценку от 1 до 5")).toBeVisible());
  },
};
