import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { BuildingIcon } from "../icon/icons";
import { Combobox, type ComboboxOption } from "./combobox";

const COMPANIES: ComboboxOption[] = [
  { value: "1", label: "Ромашка", description: "Москва · 120 сотрудников" },
  { value: "2", label: "Рога и копыта", description: "Черноморск" },
  { value: "3", label: "Роснефтегазстройпроектмонтаж", description: "Тюмень · строительство" },
  { value: "4", label: "Северный ветер", description: "Санкт-Петербург" },
  { value: "5", label: "Яндекс", description: "Москва · IT" },
];

function CompanyPicker({
  delay = 0,
  ...props
}: {
  delay?: number;
  error?: string;
  showError?: boolean;
  disabled?: boolean;
}) {
  const [text, setText] = useState("");
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const query = text.trim().toLowerCase();
    if (!query) {
      setOptions([]);
      return;
    }
    setLoading(delay > 0);
    const timer = setTimeout(() => {
      setOptions(COMPANIES.filter((item) => item.label.toLowerCase().includes(query)));
      setLoading(false);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return (
    <Combobox
      label="Название компании"
      placeholder="Начните вводить название"
      inputValue={text}
      onInputValueChange={setText}
      options={options}
      loading={loading}
      loadingText="Ищем компании…"
      emptyText="Такой компании ещё нет — мы создадим новую"
      onSelect={(option) => setText(option.label)}
      startAdornment={<BuildingIcon />}
      {...props}
    />
  );
}

const meta = {
  title: "Формы/Combobox",
  component: Combobox,
  args: {
    label: "Название компании",
    inputValue: "",
    onInputValueChange: () => {},
    options: COMPANIES,
    onSelect: () => {},
  },
  decorators: [
    (Story) => (
      <div className="sb-stack" style={{ minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: "padded",
    docs: {
      description: {
        component:
          'Поле с подсказками (паттерн WAI-ARIA combobox): стрелки выбирают подсказку, Enter подставляет, Escape закрывает список. Запросы и паузу перед ними (500 мс) делает приложение.\n\n**Доступность.** Поле — `role="combobox"` с `aria-expanded`, `aria-controls` и `aria-activedescendant`; подсказки — `listbox`, названный подписью поля. Фокус всегда остаётся в поле, диктор читает активную подсказку.',
      },
    },
  },
  render: () => <CompanyPicker />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Suggestions: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Название компании" });
    await userEvent.type(input, "ро");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("option", { name: /Рога и копыта/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const PickWithEnter: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Название компании" });
    await userEvent.type(input, "яндекс");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("Яндекс");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

export const Loading: Story = {
  render: () => <CompanyPicker delay={60_000} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox"), "Сев");
    await waitFor(() => expect(canvas.getByText("Ищем компании…")).toBeVisible());
  },
};

export const NothingFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox"), "Газпром");
    await waitFor(() => expect(canvas.getByText(/Такой компании ещё нет/)).toBeVisible());
  },
};

export const WithError: Story = {
  render: () => <CompanyPicker error="Укажите компанию" showError />,
};

export const Disabled: Story = {
  render: () => <CompanyPicker disabled />,
};
