import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../card/card";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Обратная связь/Skeleton",
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'Заглушка с мягким переливом, пока загружается содержимое: строки текста, блок или круг (аватар).\n\n**Доступность.** Скрыта от экранных дикторов. Загружающаяся область сама отмечает себя: `aria-busy="true"` и подпись («Загрузка вакансии»), как в истории VacancyCardLoading. При `prefers-reduced-motion` перелив не движется.',
      },
    },
  },
  args: { lines: 3, width: 320 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const VacancyCardLoading: Story = {
  render: () => (
    <Card asChild style={{ width: 420 }}>
      <section aria-busy="true" aria-label="Загрузка вакансии">
        <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
          <Skeleton shape="circle" width={56} height={56} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </div>
        <Skeleton width="45%" height="1.5rem" />
        <Skeleton shape="rect" height={72} />
      </section>
    </Card>
  ),
};
