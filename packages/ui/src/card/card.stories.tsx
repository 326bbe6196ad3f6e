import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "../avatar/avatar";
import { Button, IconButton } from "../button/button";
import { variantArg } from "../docs/variant-arg";
import { BriefcaseIcon, ClockIcon, HeartIcon, LocationIcon } from "../icon/icons";
import { Tag } from "../tag/tag";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Данные/Card",
  component: Card,
  argTypes: {
    variant: variantArg(["outline", "elevated", "filled"], "outline", "Рамка, тень или заливка"),
    padding: variantArg(["none", "sm", "md", "lg"], "md", "Внутренние отступы"),
    interactive: {
      control: "boolean",
      description: "Карточка-ссылка: подъём при наведении и кольцо фокуса вокруг всей карточки",
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Поверхность, которая группирует содержимое: вакансию, раздел профиля. Варианты `outline`, `elevated`, `filled`; `interactive` приподнимает карточку при наведении — для карточек-ссылок.\n\n**Доступность.** Карточка сама не ссылка и не кнопка: ссылку ставьте на заголовок (`CardTitle`), тогда в порядке Tab у карточки одна остановка с понятным именем, а `interactive` обводит всю карточку кольцом фокуса (`:focus-within`). Уровень заголовка (`level`) выбирайте по структуре страницы; `asChild` отдаёт вид карточки нужному элементу (`<article>`, `<li>`).",
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: "min(34rem, 92vw)" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Контакты</CardTitle>
          <CardDescription>Работодатели увидят их после вашего отклика.</CardDescription>
        </CardHeader>
        <CardContent>+7 (999) 123-45-67 · ivan@example.ru</CardContent>
      </>
    ),
  },
};

export const Vacancy: Story = {
  args: { interactive: true, variant: "elevated" },
  render: (args) => (
    <Card {...args}>
      <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
        <Avatar name="Северный ветер" shape="rounded" size="lg" />
        <CardHeader style={{ flex: 1 }}>
          <CardTitle>
            <a href="#vacancy" style={{ color: "inherit", textDecoration: "none" }}>
              Менеджер по работе с клиентами
            </a>
          </CardTitle>
          <CardDescription>Северный ветер · ★ 4,7 · 128 отзывов</CardDescription>
        </CardHeader>
        <IconButton label="В избранное" icon={<HeartIcon />} round />
      </div>
      <p style={{ margin: 0, fontSize: "1.25rem", fontWeight: 700 }}>от 90 000 до 140 000 ₽</p>
      <div className="sb-row">
        <Tag icon={<LocationIcon />}>Санкт-Петербург</Tag>
        <Tag icon={<BriefcaseIcon />}>От 1 года до 3 лет</Tag>
        <Tag tone="brand">Гибрид</Tag>
      </div>
      <CardFooter>
        <Button>Откликнуться</Button>
        <span
          style={{
            display: "inline-flex",
            gap: 6,
            alignItems: "center",
            color: "var(--rb-color-text-subtle)",
            fontSize: 14,
          }}
        >
          <ClockIcon size={16} /> 2 дня назад
        </span>
      </CardFooter>
    </Card>
  ),
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      {(["outline", "elevated", "filled"] as const).map((variant) => (
        <Card key={variant} variant={variant} padding="sm">
          <CardTitle level={3}>{variant}</CardTitle>
          <CardContent>Поверхность для группы данных: вакансии, раздела профиля, настроек.</CardContent>
        </Card>
      ))}
    </div>
  ),
};

export const DarkTheme: Story = { ...Vacancy, globals: { theme: "dark" } };
