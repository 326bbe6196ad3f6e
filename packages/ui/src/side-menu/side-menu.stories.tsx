import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button, IconButton } from "../button/button";
import {
  BriefcaseIcon,
  HomeIcon,
  LogInIcon,
  LogOutIcon,
  MenuIcon,
  TrophyIcon,
  UserIcon,
} from "../icon/icons";
import { SideMenu, SideMenuItem } from "./side-menu";

function Demo({
  startOpen = false,
  name,
  onClose,
}: {
  startOpen?: boolean;
  name?: string;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <IconButton
        label="Открыть меню"
        icon={<MenuIcon />}
        variant="secondary"
        onClick={() => setOpen(true)}
      />
      <SideMenu
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title={`Привет, ${name ?? "Гость"}!`}
        closeLabel="Закрыть меню"
        footer={
          name ? (
            <Button variant="secondary" fullWidth startIcon={<LogOutIcon />}>
              Выйти из профиля
            </Button>
          ) : (
            <Button fullWidth startIcon={<LogInIcon />}>
              Войти в профиль
            </Button>
          )
        }
      >
        <SideMenuItem href="#" active icon={<HomeIcon />}>
          Главная
        </SideMenuItem>
        <SideMenuItem href="#" icon={<TrophyIcon />}>
          Конкурс
        </SideMenuItem>
        <SideMenuItem href="#" icon={<UserIcon />}>
          Профиль
        </SideMenuItem>
        <SideMenuItem href="#" icon={<BriefcaseIcon />}>
          Вакансии
        </SideMenuItem>
      </SideMenu>
    </>
  );
}

const meta = {
  title: "Оверлеи/SideMenu",
  component: SideMenu,
  args: { open: false, onClose: fn(), title: "Привет, Гость!" },
  render: (args) => <Demo onClose={args.onClose} />,
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 560 },
      description: {
        component:
          'Боковое меню с теми же правилами доступности, что и у модального окна. Закрывается с анимацией 300 мс.\n\n**Доступность.** `role="dialog"` с именем из заголовка; фокус заперт внутри и возвращается на кнопку меню, Escape закрывает. Одновременно открыто не больше одного оверлея (меню или модальное окно).',
      },
    },
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvas, args }) => {
    const burger = canvas.getByRole("button", { name: "Открыть меню" });
    await userEvent.click(burger);
    const menu = await screen.findByRole("dialog", { name: "Привет, Гость!" });
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(screen.getByRole("button", { name: "Закрыть меню" }));
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(burger).toHaveFocus();
  },
};

export const Guest: Story = { render: () => <Demo startOpen /> };

export const SignedIn: Story = { render: () => <Demo startOpen name="Анастасия-Александра" /> };
