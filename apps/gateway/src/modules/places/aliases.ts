/**
 * The short and old names people type for a place, folded like the names (`fold`: lower case,
 * ё → е, hyphens as spaces) → hh.ru's id. A short name ranks like the place's own name: «спб»
 * suggests Санкт-Петербург first, as «санкт-петербург» does. Add one where people call a city
 * otherwise; a prefix of the city's own name («новосиб», «краснодар») needs none.
 */
export const AREA_ALIASES: Readonly<Record<string, string>> = {
  мск: "1", // Москва
  спб: "2", // Санкт-Петербург
  питер: "2",
  петербург: "2",
  ленинград: "2",
  екб: "3", // Екатеринбург
  екат: "3",
  свердловск: "3",
  нск: "4", // Новосибирск
  нн: "66", // Нижний Новгород
  нижний: "66",
  горький: "66",
  ростов: "76", // Ростов-на-Дону; Ростов Ярославской области is found by its own name
  куйбышев: "78", // Самара
  челяба: "104", // Челябинск
  крд: "53", // Краснодар
  владик: "22", // Владивосток
  челны: "1641", // Набережные Челны
  кенигсберг: "41", // Калининград
};
