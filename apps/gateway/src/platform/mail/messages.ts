import { CODE_TTL_MS } from "@rabota/domain/constants";

const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

/**
 * A mail the gateway sends; `code` is kept beside the text so the dev outbox can show it.
 * `headers` are added to the message as they are (bulk mail's `List-Unsubscribe`, RFC 8058).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  headers?: Record<string, string>;
}

/** The sign-up confirmation mail (Russian, plain text). */
export function signupCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Код подтверждения для регистрации на «Работе»: ${code}`,
    text: [
      "Здравствуйте!",
      "",
      `Ваш код подтверждения для регистрации: ${code}`,
      `Код действует ${CODE_TTL_MINUTES} минут. Никому его не сообщайте.`,
      "",
      "Если вы не регистрировались на «Работе», просто проигнорируйте это письмо.",
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
    code,
  };
}

/** The password recovery mail (Russian, plain text). */
export function resetCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Код для восстановления доступа к «Работе»: ${code}`,
    text: [
      "Здравствуйте!",
      "",
      `Ваш код для восстановления доступа: ${code}`,
      `Код действует ${CODE_TTL_MINUTES} минут. Никому его не сообщайте.`,
      "",
      "Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо:",
      "ваш пароль останется прежним.",
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
    code,
  };
}

/** The mail an active member gets when someone asks to join the company (Russian). */
export function companyRequestMail(
  to: string,
  input: { name: string; requester: string; position: string | null; companyName: string },
): MailMessage {
  return {
    to,
    subject: `Новая заявка на доступ к компании «${input.companyName}»`,
    text: [
      `Здравствуйте, ${input.name}!`,
      "",
      `${input.requester}${input.position ? ` (${input.position})` : ""} просит доступ к компании «${input.companyName}» на «Работе».`,
      "Одобрите или отклоните заявку в профиле, в разделе «Заявки на доступ к компании».",
      "Пока заявка не одобрена, вакансии компании и отклики на них этому человеку недоступны.",
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}

/** What an active member decided about an employer's access to the company. */
export type CompanyAccessDecision = "approved" | "rejected" | "removed" | "closed";

const DECISION_TEXTS: Record<CompanyAccessDecision, { subject: string; body: string[] }> = {
  approved: {
    subject: "Доступ к компании «{company}» открыт",
    body: [
      "Сотрудник компании «{company}» одобрил вашу заявку на доступ.",
      "Теперь вам доступны вакансии компании и отклики на них: войдите на «Работу», чтобы продолжить.",
    ],
  },
  rejected: {
    subject: "Заявка на доступ к компании «{company}» отклонена",
    body: [
      "Сотрудник компании «{company}» отклонил вашу заявку на доступ.",
      "Данные компании вам недоступны. Если это ошибка, свяжитесь с компанией напрямую.",
    ],
  },
  closed: {
    subject: "Компания «{company}» закрыта на «Работе»",
    body: [
      "Последний сотрудник компании «{company}» удалил свой аккаунт, и компания закрыта: её вакансии перенесены в архив.",
      "Ваша заявка на доступ отклонена: данные компании вам недоступны. Если вы работаете в этой компании, зарегистрируйте её заново.",
    ],
  },
  removed: {
    subject: "Доступ к компании «{company}» закрыт",
    body: [
      "Сотрудник компании «{company}» удалил вас из сотрудников компании на «Работе».",
      "Вакансии компании и отклики на них вам больше недоступны. Если это ошибка, свяжитесь с компанией.",
    ],
  },
};

/** The mail an employer gets when a member of the company decides about their access (Russian). */
export function companyAccessMail(
  to: string,
  input: { name: string; companyName: string; decision: CompanyAccessDecision },
): MailMessage {
  const texts = DECISION_TEXTS[input.decision];
  const fill = (line: string) => line.replaceAll("{company}", input.companyName);
  return {
    to,
    subject: fill(texts.subject),
    text: [
      `Здравствуйте, ${input.name}!`,
      "",
      ...texts.body.map(fill),
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}

const UNREAD_WORDS: Record<Intl.LDMLPluralRule, string> = {
  zero: "непрочитанных сообщений",
  one: "непрочитанное сообщение",
  two: "непрочитанных сообщения",
  few: "непрочитанных сообщения",
  many: "непрочитанных сообщений",
  other: "непрочитанного сообщения",
};
const russianPlural = new Intl.PluralRules("ru");

/**
 * The one mail a chat member gets when messages of a chat stayed unread (Russian): how many,
 * and in which chat; later messages of the same unread spell send nothing more.
 */
export function chatUnreadMail(
  to: string,
  input: { name: string; count: number; chatTitle: string },
): MailMessage {
  const unread = `${input.count} ${UNREAD_WORDS[russianPlural.select(input.count)]}`;
  return {
    to,
    subject: `У вас ${unread} в чате «${input.chatTitle}»`,
    text: [
      `Здравствуйте, ${input.name}!`,
      "",
      `В чате «${input.chatTitle}» на «Работе» у вас ${unread}.`,
      "Откройте раздел «Чаты» на сайте, чтобы прочитать и ответить.",
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}

/**
 * The applicant's response got no answer in time (issue 25): said once, plainly, with where
 * to look next.
 */
export function unansweredResponseMail(
  to: string,
  input: { name: string; vacancyTitle: string; companyName: string },
): MailMessage {
  return {
    to,
    subject: `«${input.companyName}» не ответила на ваш отклик`,
    text: [
      `Здравствуйте, ${input.name}!`,
      "",
      `Вы откликнулись на вакансию «${input.vacancyTitle}» компании «${input.companyName}», но работодатель так и не ответил.`,
      "На «Работе» такой отклик отмечается как «Работодатель не ответил» — чтобы вы не ждали напрасно.",
      "Если компания всё же пригласит вас, вы увидите приглашение в отклике и в чате.",
      "",
      "Посмотрите другие вакансии: новые появляются каждый день.",
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}

/** A vacancy of the member's company leaves the list soon unless prolonged (issue 25). */
export function vacancyExpiringMail(
  to: string,
  input: { name: string; title: string; endsAt: Date; url: string },
): MailMessage {
  const date = input.endsAt.toLocaleDateString("ru-RU", {
    day: "numeric",
    month: "long",
    timeZone: "Europe/Moscow",
  });
  return {
    to,
    subject: `Вакансия «${input.title}» скоро снимется с публикации`,
    text: [
      `Здравствуйте, ${input.name}!`,
      "",
      `Вакансия «${input.title}» будет снята с публикации ${date}: так на «Работе» не остаётся вакансий, на которые давно никого не ищут.`,
      `Если вы ещё ищете сотрудника, продлите её — кнопка «Продлить» на странице вакансии: ${input.url}`,
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}
