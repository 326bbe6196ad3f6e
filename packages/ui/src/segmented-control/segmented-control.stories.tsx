import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { BriefcaseIcon, SearchIcon } from "../icon/icons";
import { SegmentedControl } from "./segmented-control";

const ROLE_OPTIONS = [
  { value: "applicant", label: "Ищу работу" },
  { value: "employer", label: "Ищу сотрудников" },
];

const meta = {
  title: "Формы/SegmentedControl",
  component: SegmentedControl,
  args: { label: "Кто вы", options: ROLE_OPTIONS, value: "applicant", onValueChange: () => {} },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return <SegmentedControl {...args} value={value} onValueChange={setValue} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          'Переключатель из двух–трёх вариантов с семантикой группы радиокнопок: одна остановка Tab, стрелки переключают.\n\n**Доступность.** `role="radiogroup"` с именем из `label`, варианты — `role="radio"` с `aria-checked`; выбранный вариант отличается не только цветом.',
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardSwitch: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Ищу сотрудников" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

export const FullWidthWithIcons: Story = {
  args: {
    fullWidth: true,
    options: [
      { value: "applicant", label: "Ищу работу", icon: <SearchIcon size={18} /> },
      { value: "employer", label: "Ищу сотрудников", icon: <BriefcaseIcon size={18} /> },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
};

export const Small: Story = {
  args: {
    size: "sm",
    label: "Период",
    value: "week",
    options: [
      { value: "day", label: "День" },
      { value: "week", label: "Неделя" },
      { value: "month", label: "Месяц" },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true } };
