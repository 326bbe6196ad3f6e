import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { MessageBubble } from "./message-bubble";

const labels = {
  sending: "Отправляется",
  sent: "Отправлено",
  read: "Прочитано",
  failed: "Не отправлено",
  retry: "Повторить",
};

const meta = {
  title: "Чат/MessageBubble",
  component: MessageBubble,
  parameters: {
    docs: {
      description: {
        component:
          "Одно сообщение чата: текст, время и у своих — отметка доставки (часы — отправляется, ✓ — у сервера, ✓✓ — прочитано). Неотправленное говорит об этом и предлагает повторить.\n\n**Доступность.** Время — `<time dateTime>`. Значки ✓ и ✓✓ скрыты от диктора, вместо них звучит текст статуса из `labels`. «Повторить» — настоящая кнопка. Ссылками становятся только адреса http(s), так что `javascript:` никогда не станет ссылкой.",
      },
    },
  },
  args: { text: "Здравствуйте! Когда вам удобно созвониться?", time: "14:05", own: false, labels },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", flexDirection: "column", gap: 8, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {};

export const OwnSent: Story = { args: { own: true, delivery: "sent", text: "Завтра в 11:00 подойдёт?" } };

export const OwnRead: Story = {
  args: { own: true, delivery: "read", text: "Завтра в 11:00 подойдёт?" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Прочитано")).toBeInTheDocument();
  },
};

export const OwnSending: Story = { args: { own: true, delivery: "sending", text: "Отправляю резюме" } };

export const FailedWithRetry: Story = {
  args: { own: true, delivery: "failed", text: "Это сообщение не ушло", onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Повторить" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LinksAreSafe: Story = {
  args: {
    text: "Описание: https://rabota.example/vacancy?id=1\nА это не ссылка: javascript:alert(1) и mailto:hr@rabota.example",
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(links[0]).toHaveAttribute("href", "https://rabota.example/vacancy?id=1");
  },
};

export const LongWordWraps: Story = {
  args: {
    own: true,
    text: "Ооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооочень длинное слово",
  },
};
