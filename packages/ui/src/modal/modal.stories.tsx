import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button/button";
import { variantArg } from "../docs/variant-arg";
import { ArrowLeftIcon } from "../icon/icons";
import { SegmentedControl } from "../segmented-control/segmented-control";
import { TextField } from "../text-field/text-field";
import { Modal, type ModalProps } from "./modal";

function AuthMailStep() {
  const [role, setRole] = useState("applicant");
  return (
    <div style={{ display: "grid", gap: 20 }}>
      <SegmentedControl
        label="Кто вы"
        fullWidth
        value={role}
        onValueChange={setRole}
        options={[
          { value: "applicant", label: "Ищу работу" },
          { value: "employer", label: "Ищу сотрудников" },
        ]}
      />
      <TextField label="Электронная почта" type="email" placeholder="name@example.ru" autoComplete="email" />
      <Button fullWidth size="lg" disabled>
        Далее
      </Button>
    </div>
  );
}

/** Opens from a button, like every modal in the app, so focus has somewhere to return. */
function WithOpener({ startOpen = false, ...props }: Partial<ModalProps> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Войти</Button>
      <Modal
        title="Вход и регистрация"
        description="Введите почту. Мы отправим письмо с проверочным кодом."
        closeLabel="Закрыть"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        {props.children ?? <AuthMailStep />}
      </Modal>
    </>
  );
}

const meta = {
  title: "Оверлеи/Modal",
  component: Modal,
  argTypes: {
    size: variantArg(["sm", "md", "lg"], "md", "Ширина окна"),
  },
  args: { open: false, onClose: fn(), title: "Вход и регистрация" },
  render: (args) => <WithOpener onClose={args.onClose} size={args.size} />,
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 560 },
      description: {
        component:
          'Модальное окно в портале. Одновременно открыто не больше одного окна; Escape закрывает; страница под окном не прокручивается; фокус заперт внутри и возвращается на кнопку, открывшую окно; клик по подложке засчитывается, только если нажатие и отпускание были на подложке; закрытие — анимация 300 мс.\n\n**Доступность.** `role="dialog"`, `aria-modal="true"`, имя — из заголовка, описание — из `description`. Фокус переходит внутрь, заперт там и возвращается на кнопку, открывшую окно; Escape закрывает верхнее окно. У кнопки закрытия имя из `closeLabel`.',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole("button", { name: "Войти" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Вход и регистрация" });
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus moves in once focus-trap's chunk is there (it loads beside the page, not in it).
    await waitFor(() => expect(screen.getByRole("radio", { name: "Ищу работу" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  render: (args) => <WithOpener startOpen onClose={args.onClose} />,
};

export const WithBackAndFooter: Story = {
  render: (args) => (
    <WithOpener
      startOpen
      onClose={args.onClose}
      size="sm"
      title="Удалить вакансию?"
      description="Вакансия «Менеджер по продажам» исчезнет из поиска, отклики сохранятся."
      headerStart={
        <Button variant="ghost" size="sm" startIcon={<ArrowLeftIcon />}>
          Назад
        </Button>
      }
      footer={
        <>
          <Button variant="ghost">Отмена</Button>
          <Button variant="danger">Удалить</Button>
        </>
      }
    >
      <p style={{ margin: 0, color: "var(--rb-color-text-muted)" }}>Это действие нельзя отменить.</p>
    </WithOpener>
  ),
};

export const LongContent: Story = {
  render: (args) => (
    <WithOpener
      startOpen
      onClose={args.onClose}
      title="Условия использования сервиса «Работа» для соискателей и работодателей"
      size="lg"
      description={undefined}
    >
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static sample paragraphs.
        <p key={index} style={{ marginTop: 0, lineHeight: 1.6 }}>
          {index + 1}. Пользователь обязуется указывать достоверные сведения о себе, своём опыте и
          образовании, а работодатель — о компании и условиях труда. Администрация вправе скрыть вакансию или
          анкету, нарушающую правила сервиса или законодательство Российской Федерации.
        </p>
      ))}
    </WithOpener>
  ),
};
