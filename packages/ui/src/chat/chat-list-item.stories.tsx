import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ChatListItem } from "./chat-list-item";

const meta = {
  title: "Чат/ChatListItem",
  component: ChatListItem,
  parameters: {
    docs: {
      description: {
        component:
          'Строка списка чатов: аватар, с кем и о какой вакансии, последнее сообщение, его время и счётчик непрочитанных. Длинные строки обрезаются многоточием.\n\n**Доступность.** Вся строка — одна ссылка. Открытый сейчас чат отмечен `aria-current="page"`; число непрочитанных диктор читает словами из `unreadLabel` («2 непрочитанных»).',
      },
    },
  },
  args: {
    href: "#chat",
    title: "ООО «Ромашка»",
    subtitle: "Менеджер по продажам",
    preview: "Здравствуйте! Когда вам удобно созвониться?",
    time: "14:05",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};

export const Unread: Story = {
  args: { unreadCount: 3, unreadLabel: "3 непрочитанных" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 непрочитанных")).toBeInTheDocument();
  },
};

export const Current: Story = { args: { current: true } };

export const Support: Story = {
  args: {
    title: "Поддержка Работы",
    subtitle: undefined,
    preview: "Напишите нам, если что-то не так",
    pinned: true,
  },
};

export const LongTextTruncates: Story = {
  args: {
    title: "Акционерное общество «Северо-Западная энергетическая компания»",
    subtitle: "Ведущий специалист по работе с ключевыми корпоративными клиентами",
    preview: "Добрый день! Спасибо за отклик, мы рассмотрели ваше резюме и хотели бы пригласить вас",
    unreadCount: 120,
    unreadLabel: "120 непрочитанных",
  },
};
