import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button/button";
import { clearToasts, toast } from "./toast-store";
import { Toaster } from "./toaster";

const meta = {
  title: "Обратная связь/Toast",
  component: Toaster,
  args: { closeLabel: "Закрыть уведомление", label: "Уведомления" },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component:
          '`toast()` показывает уведомление в `<Toaster>` (подключается один раз). Уведомление исчезает через 5 секунд, наведение или фокус ставят таймер на паузу; у каждого — `role="status"` и кнопка закрытия.\n\n**Доступность.** Каждое уведомление — живая область `role="status"`: диктор читает его, не перенося фокус. Таймер стоит, пока уведомление под курсором или в фокусе, так что его успевают прочитать; у кнопки закрытия имя из `closeLabel`, у области — из `label`.',
      },
    },
  },
  decorators: [
    (Story) => {
      useEffect(() => clearToasts, []);
      return <Story />;
    },
  ],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <>
      <div className="sb-row">
        <Button
          variant="secondary"
          onClick={() =>
            toast({
              id: "chat",
              title: "Чат пока не работает",
              description: "Напишите в техническую поддержку в Telegram — ответим в течение дня.",
              variant: "info",
            })
          }
        >
          Чат
        </Button>
        <Button variant="secondary" onClick={() => toast({ title: "Профиль сохранён", variant: "success" })}>
          Успех
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast({ title: "Не удалось загрузить файл", variant: "danger" })}
        >
          Ошибка
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Успех" }));
    const status = await screen.findByRole("status");
    await expect(status).toHaveTextContent("Профиль сохранён");
    await userEvent.click(screen.getByRole("button", { name: "Закрыть уведомление" }));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  },
};

export const Variants: Story = {
  render: (args) => {
    useEffect(() => {
      // Start from an empty stack however often the story mounts (StrictMode, theme switch).
      clearToasts();
      const forever = Number.POSITIVE_INFINITY;
      toast({
        title: "Отклик отправлен",
        description: "Работодатель ответит в течение трёх дней.",
        variant: "success",
        duration: forever,
      });
      toast({
        id: "chat",
        title: "Чат пока не работает",
        description: "Напишите в техническую поддержку в Telegram.",
        variant: "info",
        duration: forever,
      });
      toast({
        id: "attempts",
        title: "Осталась одна попытка ввода кода",
        variant: "warning",
        duration: forever,
      });
      toast({
        id: "failed",
        title: "Не удалось сохранить изменения",
        variant: "danger",
        duration: forever,
        action: { label: "Повторить", onClick: () => {} },
      });
    }, []);
    return <Toaster {...args} />;
  },
};

export const DarkTheme: Story = { ...Variants, globals: { theme: "dark" } };
