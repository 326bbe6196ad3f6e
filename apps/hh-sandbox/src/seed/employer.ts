/**
 * The one hh account the sandbox knows: a manager of a Russian employer. Every consent is given
 * as this manager (the sandbox has no login form), so every user token belongs to them.
 */
export const EMPLOYER = {
  id: "4219870",
  name: "ООО «Техносфера Плюс»",
  trusted: true,
} as const;

export const MANAGER = {
  id: "31870564",
  userId: "91540233",
  firstName: "Анна",
  lastName: "Смирнова",
  middleName: "Сергеевна",
  email: "a.smirnova@technosfera-plus.example",
  phone: "79161234567",
} as const;
