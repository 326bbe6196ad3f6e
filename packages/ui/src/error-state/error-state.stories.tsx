import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { AlertIcon } from "../icon/icons";
import { ErrorState } from "./error-state";

const meta = {
  title: "Обратная связь/ErrorState",
  component: ErrorState,
  args: {
    code: 404,
    title: "Страница не найдена",
    description: "Возможно, ссылка устарела или в адресе опечатка.",
    actions: (
      <>
        <Button href="/">На главную</Button>
        <Button href="/vacancies" variant="secondary">
          К вакансиям
        </Button>
      </>
    ),
  },
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "Тело страницы ошибки с крупным кодом (403, 404, 500) или блок ошибки внутри страницы с иконкой и действием «Повторить».\n\n**Доступность.** С кодом заголовок по умолчанию первого уровня (это страница), без кода — второго; `level` меняет его под структуру страницы. Код — текст, а не картинка, иконка скрыта от диктора; действия — обычные кнопки и ссылки.",
      },
    },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Forbidden: Story = {
  args: { code: 403, title: "Доступ запрещён", description: "Войдите в профиль с нужной ролью." },
};

export const ServerError: Story = {
  args: {
    code: 500,
    title: "Что-то пошло не так",
    description: "Мы уже разбираемся. Попробуйте обновить страницу.",
  },
};

export const Inline: Story = {
  parameters: { layout: "centered" },
  args: {
    code: undefined,
    icon: <AlertIcon />,
    size: "compact",
    title: "Не удалось загрузить вакансии",
    description: "Проверьте подключение к интернету.",
    actions: <Button variant="secondary">Повторить</Button>,
  },
};
