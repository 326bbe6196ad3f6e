import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Link } from "../link/link";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Формы/Checkbox",
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component:
          'Флажок с подписью, в которой могут быть ссылки (согласие с политикой). Ошибка появляется после первого касания или с `showError`.\n\n**Доступность.** Под ним настоящий `<input type="checkbox">`: Space переключает, формы и автозаполнение его видят. Ссылки в подписи остаются ссылками и не переключают флажок. Ошибка и подсказка связаны с полем через `aria-describedby`, неверное значение отмечено `aria-invalid`.',
      },
    },
  },
  args: { label: "Показывать только вакансии с зарплатой" },
  decorators: [
    (Story) => (
      <div className="sb-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox");
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** `look="switch"`: an on/off setting, announced as a switch. */
export const Switch: Story = {
  args: {
    look: "switch",
    label: "Показывать резюме работодателям в поиске",
    hint: "Работодатели увидят должность, навыки, опыт и город.",
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Показывать резюме работодателям в поиске" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const ConsentWithLinks: Story = {
  args: {
    label: (
      <>
        Я соглашаюсь с{" "}
        <Link href="/privacy-policy" external externalLabel="откроется в новой вкладке">
          политикой конфиденциальности
        </Link>{" "}
        и даю{" "}
        <Link href="/personal-data-policy" external externalLabel="откроется в новой вкладке">
          согласие на обработку персональных данных
        </Link>
      </>
    ),
  },
};

export const WithError: Story = {
  args: { label: "Я соглашаюсь с условиями сервиса", error: "Нужно ваше согласие", showError: true },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
