import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import type { IconProps } from "./create-icon";
import * as icons from "./icons";

const meta = {
  title: "Основа/Icons",
  component: icons.SearchIcon,
  args: { size: 24 },
  parameters: {
    docs: {
      description: {
        component:
          'Встроенные SVG 24×24 с обводкой 1,8 px, цвет — `currentColor`. Без `title` иконка декоративная (`aria-hidden`); у кнопки с одной иконкой имя задаёт `IconButton`.\n\n**Доступность.** Иконка рядом с текстом — декоративная. Иконка, которая одна несёт смысл, получает `title` (становится `role="img"` с именем) или стоит в `IconButton` с `label`.',
      },
    },
  },
} satisfies Meta<typeof icons.SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: (args) => (
    <div className="sb-icon-grid">
      {Object.entries(icons as Record<string, ComponentType<IconProps>>).map(([name, Icon]) => (
        <figure key={name} className="sb-icon-cell">
          <Icon {...args} />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

export const LogoMark: Story = {
  render: () => (
    <div className="sb-row" style={{ color: "var(--rb-color-primary)" }}>
      <icons.LogoMark size={32} title="Rabota" />
      <icons.LogoMark size={48} />
      <icons.LogoMark size={72} />
    </div>
  ),
};

export const WithTitle: Story = { args: { title: "Поиск", size: 32 } };
