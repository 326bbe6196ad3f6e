/** Cities offered by the list's city filter (the demo data covers these). */
export const VACANCY_CITIES = [
  "Москва",
  "Санкт-Петербург",
  "Казань",
  "Новосибирск",
  "Екатеринбург",
  "Нижний Новгород",
  "Краснодар",
  "Самара",
  "Ростов-на-Дону",
  "Пермь",
] as const;
