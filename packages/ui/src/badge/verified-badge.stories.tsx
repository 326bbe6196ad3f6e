import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { VerifiedBadge } from "./badge";

const meta = {
  title: "Данные/VerifiedBadge",
  component: VerifiedBadge,
  parameters: {
    docs: {
      description: {
        component:
          'Знак компании, подтверждённой в реестре юридических лиц: щит с галочкой и подпись. Текст приходит через `label` (в приложении — «Проверенная компания»).\n\n**Доступность.** Иконка декоративна, смысл несёт текст — не только цвет. В варианте `iconOnly` подпись становится доступным именем (`role="img"`) и всплывающей подсказкой.',
      },
    },
  },
  args: { label: "Проверенная компания" },
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Проверенная компания")).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Проверенная компания" })).toBeVisible();
    await expect(canvas.queryByText("Проверенная компания")).toBeNull();
  },
};

export const BesideACompanyName: Story = {
  render: (args) => (
    <p style={{ display: "flex", alignItems: "center", gap: 8, margin: 0 }}>
      <strong>Рабочие решения</strong>
      <VerifiedBadge {...args} />
    </p>
  ),
};
