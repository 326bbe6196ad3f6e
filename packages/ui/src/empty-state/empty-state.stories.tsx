import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { HeartIcon, SearchIcon } from "../icon/icons";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Обратная связь/EmptyState",
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          "Пустой список или раздел: иконка, заголовок, пояснение и действие, которое поможет («Сбросить фильтры»). `compact` — внутри карточки или панели.\n\n**Доступность.** Иконка декоративная и скрыта от диктора; заголовок — настоящий заголовок, его уровень задаёт `level` по структуре страницы. Смысл несут текст и кнопка, а не картинка.",
      },
    },
  },
  args: {
    icon: <HeartIcon />,
    title: "В избранном пока пусто",
    description: "Нажмите на сердечко у вакансии, чтобы вернуться к ней позже.",
    actions: <Button href="/vacancies">Смотреть вакансии</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Compact: Story = {
  args: {
    size: "compact",
    icon: <SearchIcon />,
    title: "Ничего не нашлось",
    description: "Попробуйте убрать часть фильтров.",
    actions: <Button variant="secondary">Сбросить фильтры</Button>,
  },
};

export const LongText: Story = {
  args: {
    title: "Вы ещё не откликались ни на одну вакансию из подборки рекомендованных для вас предложений",
    description:
      "Когда вы откликнетесь, здесь появится история откликов со статусами: на рассмотрении, приглашение или отказ. Работодатели обычно отвечают в течение трёх рабочих дней.",
  },
};
