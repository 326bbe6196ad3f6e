import type { ModerationDecision } from "@rabota/domain/wire/complaints";
import { type MailMessage, mailLine } from "../../platform/mail/messages";

const SIGNATURE = ["", "С уважением,", "команда «Работы»"];

/** What a complainant reads of each decision. */
const OUTCOMES: Record<ModerationDecision, string> = {
  restore: "Модераторы проверили и не нашли нарушения правил «Работы». Спасибо, что сообщили — это помогает.",
  remove: "Модераторы согласились с жалобой и удалили это с сайта. Спасибо, что сообщили.",
  block_company:
    "Модераторы согласились с жалобой и заблокировали компанию: её вакансий больше нет на сайте.",
  ban_user: "Модераторы согласились с жалобой и заблокировали автора.",
};

/** To each complainant: the outcome of their complaint about `title`. */
export function complaintOutcomeMail(
  to: string,
  input: { name: string; title: string; decision: ModerationDecision },
): MailMessage {
  return {
    to,
    subject: "Решение по вашей жалобе",
    text: [
      mailLine`Здравствуйте, ${input.name}!`,
      "",
      mailLine`Вы жаловались на «${input.title}».`,
      OUTCOMES[input.decision],
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the owner: what moderators did to their vacancy, review or account, and why. */
export function ownerOutcomeMail(
  to: string,
  input: { name: string; subject: string; what: string; note: string; link: string | null },
): MailMessage {
  return {
    to,
    subject: input.subject,
    text: [
      mailLine`Здравствуйте, ${input.name}!`,
      "",
      input.what,
      mailLine`Причина: ${input.note}`,
      ...(input.link ? ["", input.link] : []),
      ...SIGNATURE,
    ].join("\n"),
  };
}
