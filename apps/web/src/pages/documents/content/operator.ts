/** The service operator's details, shared by every legal text and the footer. */
export const OPERATOR = {
  name: "ООО «Работа»",
  address: "125009, г. Москва, ул. Тверская, д. 7, офис 301",
  email: "privacy@rabota.example",
  supportEmail: "support@rabota.example",
  supportTelegram: "https://t.me/rabota_support",
  phone: "+7 (495) 123-45-67",
} as const;
