import "./profile.css";
import type { Role } from "@rabota/domain/enums";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { Modal } from "@rabota/ui/modal";
import { TextField } from "@rabota/ui/text-field";
import { useState } from "react";
import { type AccountApi, useAccountRights } from "../hooks/use-account-rights";

export interface AccountSectionProps {
  api: AccountApi;
  /** Whose account: the dialog says what happens to an employer's company. */
  userRole: Role;
  /** The account is gone (and its sessions): the app signs out locally and leaves the page. */
  onDeleted: () => void | Promise<void>;
}

/** What the deletion does, said before the password is asked. */
function consequences(role: Role): string[] {
  const common = [
    "Все сеансы входа завершатся сразу на всех устройствах.",
    "Мы сотрём ваш профиль, контакты, фотографии и файлы, сохранённые поиски, скрытое, результаты тестов и ваши сообщения в чатах.",
  ];
  if (role === "applicant")
    return [
      ...common,
      "Работодатели, которым вы откликались, увидят вместо вас «Пользователь удалён»; их сообщения в чатах останутся у них.",
      "Отменить удаление нельзя. Зарегистрироваться снова с этим адресом можно как новый пользователь.",
    ];
  return [
    ...common,
    "Вакансии и история компании остаются у компании.",
    "Если вы последний активный участник компании, она закроется: опубликованные вакансии уйдут в архив, заявки на доступ будут отклонены. Чтобы компания осталась, сначала одобрите заявку коллеги в разделе «Заявки на доступ к компании».",
    "Отменить удаление нельзя. Зарегистрироваться снова с этим адресом можно как новый пользователь.",
  ];
}

/**
 * «Мои данные»: «Скачать мои данные» saves everything held about the person as a JSON file;
 * «Удалить аккаунт» asks for the password in a dialog that says what happens first.
 */
export function AccountSection({ api, userRole, onDeleted }: AccountSectionProps) {
  const { download, downloading, downloadError, remove } = useAccountRights(api);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    setConfirming(false);
    setPassword("");
    setRefusal(null);
  };
  const confirm = async () => {
    if (!password) return;
    setDeleting(true);
    const message = await remove(password);
    setDeleting(false);
    if (message === null) await onDeleted();
    else setRefusal(message);
  };

  return (
    <Card className="rb-account">
      <CardHeader>
        <CardTitle>Мои данные</CardTitle>
      </CardHeader>
      <CardContent className="rb-account__content">
        <p className="rb-account__text">
          Скачайте всё, что «Работа» хранит о вас, одним файлом, или удалите аккаунт.
        </p>
        <div className="rb-account__actions">
          <Button variant="secondary" loading={downloading} onClick={() => void download()}>
            Скачать мои данные
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Удалить аккаунт
          </Button>
        </div>
        {downloadError ? <p role="alert">{downloadError}</p> : null}
      </CardContent>
      <Modal
        open={confirming}
        onClose={close}
        title="Удалить аккаунт?"
        closeLabel="Закрыть"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Отмена
            </Button>
            <Button variant="danger" loading={deleting} disabled={!password} onClick={() => void confirm()}>
              Удалить навсегда
            </Button>
          </>
        }
      >
        <form
          className="rb-account__dialog"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <ul className="rb-account__consequences">
            {consequences(userRole).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <TextField
            label="Пароль"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setRefusal(null);
            }}
            required
          />
          {refusal ? (
            <p className="rb-account__refusal" role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
      </Modal>
    </Card>
  );
}
