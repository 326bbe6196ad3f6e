import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { variantArg } from "../docs/variant-arg";
import { ArrowRightIcon, HeartIcon, MenuIcon, PlusIcon, SearchIcon, TrashIcon } from "../icon/icons";
import { Button, IconButton } from "./button";

const meta = {
  title: "Компоненты/Button",
  component: Button,
  args: { children: "Откликнуться", onClick: fn() },
  argTypes: {
    variant: variantArg(
      ["primary", "secondary", "ghost", "danger", "link"],
      "primary",
      "Один `primary` на экран; остальные действия — `secondary` или `ghost`",
    ),
    size: variantArg(["sm", "md", "lg"], "md", "Высота и отступы"),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Кнопка действия. Один основной (`primary`) вызов к действию на экран, остальные — `secondary` или `ghost`. `loading` сохраняет ширину и ставит `aria-busy`.\n\n**Доступность.** Настоящая `<button>` (или `<a>` с `href`): Enter и Space работают, фокус виден всегда (`:focus-visible`). `loading` ставит `aria-busy` и не даёт нажать повторно, `disabled` убирает кнопку из порядка Tab. У `IconButton` обязательное имя `label` — иконка сама ничего не говорит.",
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="sb-row">
      <Button {...args} variant="primary">
        Найти работу
      </Button>
      <Button {...args} variant="secondary">
        Разместить вакансию
      </Button>
      <Button {...args} variant="ghost">
        Отмена
      </Button>
      <Button {...args} variant="danger" startIcon={<TrashIcon />}>
        Удалить
      </Button>
      <Button {...args} variant="link">
        Восстановить доступ
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="sb-row">
      <Button {...args} size="sm">
        Маленькая
      </Button>
      <Button {...args} size="md">
        Средняя
      </Button>
      <Button {...args} size="lg">
        Большая
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: { startIcon: <SearchIcon />, endIcon: <ArrowRightIcon />, children: "Смотреть вакансии" },
};

export const Loading: Story = {
  args: { loading: true, children: "Войти" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Войти" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Далее" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Далее" })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  args: { children: "Далее" },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Далее" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FullWidthLongText: Story = {
  args: {
    fullWidth: true,
    children: "Отправить отклик на вакансию «Ведущий специалист по работе с корпоративными клиентами»",
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const AsLink: Story = {
  args: { href: "/vacancies", children: "Все вакансии", variant: "secondary", endIcon: <ArrowRightIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Все вакансии" })).toHaveAttribute("href", "/vacancies");
  },
};

export const IconButtons: Story = {
  render: () => (
    <div className="sb-row">
      <IconButton label="Меню" icon={<MenuIcon />} />
      <IconButton label="В избранное" icon={<HeartIcon />} variant="secondary" round />
      <IconButton label="Добавить" icon={<PlusIcon />} variant="primary" />
      <IconButton label="Удалить" icon={<TrashIcon />} variant="danger" />
      <IconButton label="Чаты, 3 новых" icon={<SearchIcon />} badge={3} variant="secondary" />
      <IconButton label="Недоступно" icon={<HeartIcon />} disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Меню" })).toBeInTheDocument();
  },
};

/** The whole catalogue in the dark theme (toolbar), checked by axe like every other story. */
export const DarkTheme: Story = {
  ...Variants,
  globals: { theme: "dark" },
};

/** A dark section inside a light page: `rb-dark` re-maps the tokens for its subtree only. */
export const OnDarkSection: Story = {
  render: (args) => (
    <section className="rb-dark rb-theme-surface" style={{ padding: 32, borderRadius: 24 }}>
      <p style={{ margin: "0 0 16px", fontSize: 22, fontWeight: 700 }}>Найдём работу, которая вам подходит</p>
      <div className="sb-row">
        <Button {...args}>Найти работу</Button>
        <Button {...args} variant="secondary">
          Я работодатель
        </Button>
        <Button {...args} variant="ghost">
          Подробнее
        </Button>
      </div>
    </section>
  ),
};
