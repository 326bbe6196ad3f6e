import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { MailIcon, SearchIcon } from "../icon/icons";
import { TextArea, TextField } from "./text-field";

const meta = {
  title: "Формы/TextField",
  component: TextField,
  args: { label: "Электронная почта", placeholder: "name@example.ru", type: "email" },
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
          "Поле ввода с подписью, подсказкой и ошибкой. Ошибка появляется только после того, как пользователь покинул поле (или когда `showError`), и связывается с полем через `aria-describedby`.\n\n**Доступность.** Подпись — настоящий `<label>`; подсказка и ошибка связаны через `aria-describedby`, неверное значение отмечено `aria-invalid`, обязательное — `aria-required`. У переключателя видимости пароля имя из `showPasswordLabel`/`hidePasswordLabel` и `aria-pressed`.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: "Мы отправим письмо с проверочным кодом.", startAdornment: <MailIcon /> },
};

export const ErrorAfterBlur: Story = {
  args: { error: "Введите корректный адрес почты", defaultValue: "ivan@" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Электронная почта" });
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(canvas.getByText("Введите корректный адрес почты")).toBeVisible());
  },
};

export const Focused: Story = {
  args: { label: "Город", placeholder: "Москва", type: "text" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: "Город" }));
    await expect(canvas.getByRole("textbox", { name: "Город" })).toHaveFocus();
  },
};

export const Password: Story = {
  args: {
    label: "Пароль",
    type: "password",
    placeholder: undefined,
    defaultValue: "Secret-2025",
    hint: "Не менее 8 символов: заглавные и строчные буквы, цифры и спецсимволы.",
    showPasswordLabel: "Показать пароль",
    hidePasswordLabel: "Скрыть пароль",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Показать пароль" }));
    await expect(canvas.getByDisplayValue("Secret-2025")).toHaveAttribute("type", "text");
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "ivan@example.ru" } };

export const Search: Story = {
  args: {
    label: "Поиск вакансий",
    hideLabel: true,
    type: "search",
    placeholder: "Профессия, должность или компания",
    startAdornment: <SearchIcon />,
  },
};

export const LongRussianText: Story = {
  args: {
    label: "Название должности, которую вы хотели бы занимать в ближайшие несколько лет",
    type: "text",
    defaultValue: "Ведущий специалист по сопровождению корпоративных информационных систем",
    hint: "Укажите должность так, как её обычно называют работодатели: так вашу анкету быстрее найдут в поиске.",
  },
};

export const MultiLine: StoryObj<typeof TextArea> = {
  render: () => (
    <TextArea
      label="О себе"
      hint="Расскажите о своём опыте и о том, какую работу ищете."
      defaultValue="Пять лет занимаюсь продажами B2B, последние два года руковожу небольшой командой."
    />
  ),
};

export const DarkTheme: Story = {
  ...ErrorAfterBlur,
  globals: { theme: "dark" },
};
