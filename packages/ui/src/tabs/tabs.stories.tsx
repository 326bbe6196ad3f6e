import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Tab, TabList, TabPanel, Tabs } from "./tabs";

function ImportTabs({ variant }: { variant?: "underline" | "pill" }) {
  const [tab, setTab] = useState("active");
  return (
    <Tabs value={tab} onValueChange={setTab} variant={variant} style={{ width: 420 }}>
      <TabList aria-label="Вакансии для импорта">
        <Tab value="active" count={12}>
          Активные
        </Tab>
        <Tab value="archived" count={3}>
          Архивные
        </Tab>
        <Tab value="drafts" count={0} disabled>
          Черновики
        </Tab>
      </TabList>
      <TabPanel value="active">12 активных вакансий будут импортированы и появятся в общем списке.</TabPanel>
      <TabPanel value="archived">3 архивные вакансии сохранятся в истории компании.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: "Навигация/Tabs",
  component: Tabs,
  render: () => <ImportTabs />,
  parameters: {
    docs: {
      description: {
        component:
          'Вкладки со счётчиками. Одна остановка Tab на весь ряд, стрелки переключают вкладки, Home/End — первая и последняя.\n\n**Доступность.** `role="tablist"` с обязательным `aria-label`, вкладки — `role="tab"` с `aria-selected` и `aria-controls`, панели — `role="tabpanel"`, названные своей вкладкой. Счётчик — часть имени вкладки («Архивные 3»).',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  args: { value: "active", onValueChange: () => {}, children: null },
};

export const KeyboardNavigation: Story = {
  args: WithCounts.args,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Архивные 3" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("3 архивные вакансии");
  },
};

export const Pill: Story = {
  args: WithCounts.args,
  render: () => <ImportTabs variant="pill" />,
};
