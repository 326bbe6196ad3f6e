/** Where people reach us; shown in the footer and in the chat-unavailable messages. */
export const SUPPORT = {
  telegramUrl: "https://t.me/rabota_support",
  telegramHandle: "@rabota_support",
  email: "support@rabota.example",
  phone: "+7 (495) 123-45-67",
  phoneHref: "tel:+74951234567",
  officeEmail: "hello@rabota.example",
} as const;
