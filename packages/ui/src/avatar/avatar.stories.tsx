import type { Meta, StoryObj } from "@storybook/react-vite";
import { variantArg } from "../docs/variant-arg";
import { Avatar } from "./avatar";

const PHOTO =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#a4f0d6"/><circle cx="32" cy="26" r="12" fill="#047a62"/><path d="M10 64a22 22 0 0 1 44 0" fill="#047a62"/></svg>',
  );

const meta = {
  title: "Данные/Avatar",
  component: Avatar,
  argTypes: {
    size: variantArg(["xs", "sm", "md", "lg", "xl"], "md", "Размер"),
    shape: variantArg(
      ["circle", "rounded"],
      "circle",
      "Круг — для людей, скруглённый квадрат — для логотипов компаний",
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Фото человека или логотип компании. Без фото или если оно не загрузилось — инициалы на цвете, который выводится из имени, так что у одного имени всегда один цвет.\n\n**Доступность.** У фото `alt` из `name`, у инициалов — `role="img"` и `aria-label` с именем. Рядом с видимым именем передавайте `decorative`: аватар скрывается от экранных дикторов, и имя не звучит дважды.',
      },
    },
  },
  args: { name: "Иван Иванов" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const Photo: Story = { args: { src: PHOTO, size: "lg" } };

export const BrokenImageFallsBack: Story = { args: { src: "/missing-photo.jpg", size: "lg" } };

export const Sizes: Story = {
  render: () => (
    <div className="sb-row">
      {(["xs", "sm", "md", "lg", "xl"] as const).map((size) => (
        <Avatar key={size} name="Анна Смирнова" size={size} />
      ))}
    </div>
  ),
};

export const Palette: Story = {
  render: () => (
    <div className="sb-row">
      {["Иван Петров", "Мария Соколова", "Ромашка", "Северный ветер", "Пётр Кузнецов", "Ольга", "Яндекс"].map(
        (name) => (
          <Avatar key={name} name={name} shape="rounded" size="lg" />
        ),
      )}
    </div>
  ),
};

export const DarkTheme: Story = { ...Palette, globals: { theme: "dark" } };
