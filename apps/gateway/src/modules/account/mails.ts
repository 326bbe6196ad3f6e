import { type MailMessage, mailLine } from "../../platform/mail/messages";
import type { CompanyOutcome } from "./erase-queries";

/** What became of the company, in the words of the deletion mail; nothing when it did not change. */
function companyLines(outcome: CompanyOutcome): string[] {
  if (outcome.kind === "handedOver") {
    const { name, surname } = outcome.to;
    return [
      mailLine`Вы были последним активным участником компании «${outcome.companyName}». По вашему выбору её участником стал(а) ${name} ${surname}; теперь он(а) решает, кого принять.`,
      "",
    ];
  }
  if (outcome.kind === "closed") {
    const requests =
      outcome.declined.length > 0
        ? ` Заявки на доступ к ней (${outcome.declined.length}) отклонены, авторам отправлены письма.`
        : "";
    return [
      mailLine`Вы были последним участником компании «${outcome.companyName}», поэтому она закрыта: её опубликованные вакансии (${outcome.vacancies}) перенесены в архив.${requests} Компания и её история сохраняются для соискателей, которые на неё откликались.`,
      "",
    ];
  }
  return [];
}

/** The confirmation that the account was deleted (Russian, plain text), to the address it had. */
export function accountDeletedMail(to: string, outcome: CompanyOutcome): MailMessage {
  return {
    to,
    subject: "Ваш аккаунт на «Работе» удалён",
    text: [
      "Здравствуйте!",
      "",
      "Ваш аккаунт на «Работе» удалён по вашему запросу. Все сеансы входа завершены.",
      "Мы стёрли ваш профиль, контакты, фотографии и файлы, сохранённые поиски, скрытые вакансии и компании, результаты тестов и ваши сообщения в чатах.",
      "Работодатели, которым вы откликались, видят в своих списках «Пользователь удалён» вместо ваших данных.",
      "",
      ...companyLines(outcome),
      "Этот адрес свободен: вы можете зарегистрироваться снова как новый пользователь.",
      "",
      "Если вы не удаляли аккаунт, ответьте на это письмо.",
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}
