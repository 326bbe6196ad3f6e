import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FactorList, type FactorListLabels } from "./factor-list";

const labels: FactorListLabels = {
  weight: "Вес",
  value: "Значение",
  contribution: "Вклад",
  howToImprove: "Как повысить:",
  evidence: { verified: "Подтверждено тестом", declared: "Указано в профиле", none: "Нет данных" },
};

const meta = {
  title: "Данные/FactorList",
  component: FactorList,
  parameters: {
    docs: {
      description: {
        component:
          "Взвешенная оценка по частям: у каждого фактора вес, значение полосой, сколько баллов он даёт, на чём основано значение и что его поднимет.\n\n**Доступность.** Список `<ul>`, у каждого фактора заголовок. Все числа написаны текстом, полоса (`ProgressTrack`) только повторяет их и скрыта от диктора — смысл никогда не передаётся одним цветом или длиной.",
      },
    },
  },
  args: {
    labels,
    factors: [
      {
        key: "skills",
        name: "Навыки вакансии",
        weight: 0.4,
        value: 0.75,
        contribution: 30,
        evidence: "verified",
        explanation: "Тест «SQL» пройден на 80 %; навык «Excel» указан в профиле.",
        howToImprove: "Пройдите тест «Excel», чтобы подтвердить навык.",
      },
      {
        key: "logic",
        name: "Логика",
        weight: 0.2,
        value: 0.5,
        contribution: 10,
        evidence: "verified",
        explanation: "Тест логики: 50 %.",
        howToImprove: "",
      },
      {
        key: "personality",
        name: "Тест характеристик",
        weight: 0.1,
        value: 0,
        contribution: 0,
        evidence: "none",
        explanation: "Тест характеристик не пройден.",
        howToImprove: "Пройдите тест характеристик в профиле.",
      },
    ],
  },
} satisfies Meta<typeof FactorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId("factor")).toHaveLength(3);
    await expect(canvas.getByText("+30")).toBeVisible();
  },
};

export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 343 }}>
      <FactorList {...args} />
    </div>
  ),
};
