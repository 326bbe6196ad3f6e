import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Select } from "./select";

const meta = {
  title: "Формы/Select",
  component: Select,
  args: {
    label: "Опыт работы",
    placeholder: "Выберите опыт",
    options: [
      { value: "none", label: "Без опыта" },
      { value: "1-3", label: "От 1 года до 3 лет" },
      { value: "3-6", label: "От 3 до 6 лет" },
      { value: "6+", label: "Более 6 лет" },
    ],
  },
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
          "Выпадающий список на основе нативного `<select>`: системный выбор на телефонах, клавиатура и экранные дикторы без доработок.\n\n**Доступность.** Подпись, подсказка и ошибка связаны с полем так же, как у `TextField` (`aria-describedby`, `aria-invalid`). Пустой вариант (`placeholder`) с `clearable` можно выбрать, чтобы сбросить значение.",
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Selected: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Опыт работы" });
    await userEvent.selectOptions(select, "От 1 года до 3 лет");
    await expect(select).toHaveValue("1-3");
  },
};

/** A filter: «Любой город» stays a choice, so a chosen city can be undone. */
export const Clearable: Story = {
  args: {
    label: "Город",
    placeholder: "Любой город",
    clearable: true,
    options: [
      { value: "Москва", label: "Москва" },
      { value: "Казань", label: "Казань" },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Город" });
    await userEvent.selectOptions(select, "Москва");
    await expect(select).toHaveValue("Москва");
    await userEvent.selectOptions(select, "Любой город");
    await expect(select).toHaveValue("");
  },
};

export const ImportSite: Story = {
  args: {
    label: "Сайт с вакансиями",
    placeholder: "Выберите сайт",
    options: [{ value: "hh", label: "hh.ru" }],
    hint: "Импортируем активные и архивные вакансии вашей компании.",
  },
};

export const WithError: Story = { args: { error: "Выберите вариант", showError: true } };

export const Disabled: Story = { args: { disabled: true } };
