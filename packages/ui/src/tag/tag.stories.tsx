import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { variantArg } from "../docs/variant-arg";
import { ClockIcon, LocationIcon, StarFilledIcon } from "../icon/icons";
import { Chip, Tag } from "./tag";

const meta = {
  title: "Данные/Tag и Chip",
  component: Tag,
  argTypes: {
    tone: variantArg(
      ["neutral", "brand", "accent", "success", "warning", "danger", "info"],
      "neutral",
      "Смысл метки; всегда вместе с текстом, никогда одним цветом",
    ),
    size: variantArg(["sm", "md"], "md", "Размер"),
  },
  parameters: {
    docs: {
      description: {
        component:
          "`Tag` — статичная метка: статус, навык, график; тона несут смысл вместе с текстом, а не одним цветом. `Chip` — интерактивная метка: фильтр или выбранный навык с кнопкой удаления.\n\n**Доступность.** `Chip` без `onRemove` — кнопка-переключатель с `aria-pressed`; с `onRemove` — метка со своей кнопкой удаления, у которой обязательное имя `removeLabel` («Удалить навык TypeScript»).",
      },
    },
  },
  args: { children: "Полный день" },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div className="sb-row">
      <Tag>Полный день</Tag>
      <Tag tone="brand">Удалённо</Tag>
      <Tag tone="accent" icon={<StarFilledIcon />}>
        Топ-работодатель
      </Tag>
      <Tag tone="success">Приглашение</Tag>
      <Tag tone="warning">На рассмотрении</Tag>
      <Tag tone="danger">Отказ</Tag>
      <Tag tone="info">Тест пройден</Tag>
    </div>
  ),
};

export const WithIcons: Story = {
  render: () => (
    <div className="sb-row">
      <Tag icon={<LocationIcon />}>Москва</Tag>
      <Tag icon={<ClockIcon />} size="sm">
        3 дня назад
      </Tag>
    </div>
  ),
};

export const FilterChips: Story = {
  render: () => {
    const [selected, setSelected] = useState<string[]>(["remote"]);
    const toggle = (value: string) =>
      setSelected((list) =>
        list.includes(value) ? list.filter((item) => item !== value) : [...list, value],
      );
    return (
      <div className="sb-row">
        {[
          ["remote", "Удалённо"],
          ["office", "В офисе"],
          ["hybrid", "Гибрид"],
          ["no-exp", "Без опыта"],
        ].map(([value = "", label]) => (
          <Chip key={value} selected={selected.includes(value)} onClick={() => toggle(value)}>
            {label}
          </Chip>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole("button", { name: "В офисе" });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute("aria-pressed", "true");
  },
};

export const RemovableSkills: Story = {
  render: () => {
    const [skills, setSkills] = useState(["TypeScript", "React", "Переговоры", "Управление проектами"]);
    return (
      <div className="sb-row" style={{ maxWidth: 420 }}>
        {skills.map((skill) => (
          <Chip
            key={skill}
            onRemove={() => setSkills((list) => list.filter((item) => item !== skill))}
            removeLabel={`Удалить навык ${skill}`}
          >
            {skill}
          </Chip>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Удалить навык React" }));
    await expect(canvas.queryByText("React")).toBeNull();
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ width: 240 }}>
      <Tag tone="brand">Специалист по работе с ключевыми корпоративными клиентами</Tag>
    </div>
  ),
};
