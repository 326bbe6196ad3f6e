import { SUPPORT } from "./support-contacts";

/** What the header's chat button says while chat is not available (§2.2, §8). */
export const CHAT_UNAVAILABLE_TOAST = {
  applicant: {
    title: "Чат пока не работает",
    description: `Мы скоро его запустим. Если нужна помощь — напишите в техподдержку в Telegram: ${SUPPORT.telegramHandle}.`,
  },
  employer: {
    title: "Чат для работодателей пока недоступен",
    description: `Связаться с кандидатом можно по контактам в его профиле. Вопросы — в техподдержку в Telegram: ${SUPPORT.telegramHandle}.`,
  },
} as const;
