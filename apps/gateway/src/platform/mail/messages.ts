import { CODE_TTL_MS } from "@rabota/domain/constants";

const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

/** Line breaks, other control characters and Unicode line separators: never part of a value in a mail line. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A line (or subject) of a mail whose interpolated values are data: a vacancy title or a name
 * with line breaks in it stays on its line (each run becomes a space), so nobody's text can add
 * lines to a mail — a fake «Отписаться: …» under an alert (issue 41).
 */
export function mailLine(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce(
    (line, part, index) =>
      index === 0 ? part : `${line}${String(values[index - 1]).replace(LINE_BREAKING, " ")}${part}`,
    "",
  );
}

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
    subject: mailLine`Код подтверждения для регистрации на «Работе»: ${code}`,
    text: [
      "Здравствуйте!",
      "",
      mailLine`Ваш код подтверждения для регистрации: ${code}`,
      mailLine`Код действует ${CODE_TTL_MINUTES} минут. Никому его не сообщайте.`,
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
    subject: mailLine`Код для восстановления доступа к «Работе»: ${code}`,
    text: [
      "Здравствуйте!",
      "",
      mailLine`Ваш код для восстановления доступа: ${code}`,
      mailLine`Код действует ${CODE_TTL_MINUTES} минут. Никому его не сообщайте.`,
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
    subject: mailLine`Новая заявка на доступ к компании «${input.companyName}»`,
    text: [
      mailLine`Здравствуйте, ${input.name}!`,
      "",
      mailLine`${input.requester}${input.position ? ` (${input.position})` : ""} просит доступ к компании «${input.companyName}» на «Работе».`,
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
      mailLine`Здравствуйте, ${input.name}!`,
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
    subject: mailLine`У вас ${unread} в чате «${input.chatTitle}»`,
    text: [
      mailLine`Здравствуйте, ${input.name}!`,
      "",
      mailLine`В чате «${input.chatTitle}» на «Работе» у вас ${unread}.`,
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
    subject: mailLine`«${input.companyName}» не ответила на ваш отклик`,
    text: [
      mailLine`Здравствуйте, ${input.name}!`,
      "",
      mailLine`Вы откликнулись на вакансию «${input.vacancyTitle}» компании «${input.companyName}», но работодатель так и не ответил.`,
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
    subject: mailLine`Вакансия «${input.title}» скоро снимется с публикации`,
    text: [
      mailLine`Здравствуйте, ${input.name}!`,
      "",
      mailLine`Вакансия «${input.title}» будет снята с публикации ${date}: так на «Работе» не остаётся вакансий, на которые давно никого не ищут.`,
      mailLine`Если вы ещё ищете сотрудника, продлите её — кнопка «Продлить» на странице вакансии: ${input.url}`,
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
  };
}
