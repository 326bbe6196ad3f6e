import { CODE_TTL_MS } from "@rabota/domain/constants";

const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

/** A mail the gateway sends; `code` is kept beside the text so the dev outbox can show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
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
