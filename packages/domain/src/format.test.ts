import { describe, expect, it } from "vitest";
import {
  ALL_VACANCIES_SUMMARY,
  formatLongDateRu,
  formatNumberRu,
  formatSalary,
  frontVersionLine,
  greeting,
  inPlaceRu,
  pluralRu,
  publishedAgo,
  responseRateLine,
  salaryBasisLine,
  vacancyCountLabel,
  vacancyFiltersSummary,
  welcomeMessage,
} from "./format";

/** The digit-group separator Intl uses for ru-RU (a no-break space of some width). */
const sep = formatNumberRu(1000).charAt(1);
/** Write expected amounts with "_" for the group separator. */
const n = (text: string) => text.replace(/_/g, sep);
const forms = { one: "вакансия", few: "вакансии", many: "вакансий" };

describe("pluralRu", () => {
  it.each([
    [0, "вакансий"],
    [1, "вакансия"],
    [2, "вакансии"],
    [4, "вакансии"],
    [5, "вакансий"],
    [11, "вакансий"],
    [12, "вакансий"],
    [14, "вакансий"],
    [21, "вакансия"],
    [22, "вакансии"],
    [25, "вакансий"],
    [101, "вакансия"],
    [111, "вакансий"],
    [1.5, "вакансии"],
  ])("%d -> %s", (count, form) => {
    expect(pluralRu(count, forms)).toBe(form);
  });
});

describe("vacancyCountLabel", () => {
  it("groups digits the Russian way", () => {
    expect(vacancyCountLabel(1)).toBe("1 вакансия");
    expect(vacancyCountLabel(1_000_000)).toBe(n("1_000_000 вакансий"));
    expect(vacancyCountLabel(23)).toBe("23 вакансии");
    expect(vacancyCountLabel(10_000, true)).toBe(n("более 10_000 вакансий"));
    expect(sep).toMatch(/\s/u);
  });
});

describe("formatSalary", () => {
  const base = { salaryFrom: null, salaryTo: null, salaryCurrency: "RUB", salaryGross: null };
  it.each([
    [
      { salaryFrom: 100000, salaryTo: 150000, salaryGross: true },
      n("от 100_000 до 150_000 ₽ до вычета налогов"),
    ],
    [{ salaryFrom: 80000, salaryGross: false }, n("от 80_000 ₽ на руки")],
    [{ salaryTo: 50000, salaryCurrency: "USD" }, n("до 50_000 $")],
    [{ salaryFrom: 70000, salaryTo: 70000 }, n("70_000 ₽")],
    [{ salaryFrom: 1000, salaryCurrency: "GBP" }, n("от 1_000 GBP")],
    [{ salaryFrom: 1000, salaryCurrency: null }, n("от 1_000 ₽")],
    [{}, "Уровень дохода не указан"],
  ])("%j -> %s", (patch, text) => {
    expect(formatSalary({ ...base, ...patch })).toBe(text);
  });
});

describe("greeting and version", () => {
  it("greets by name or as a guest", () => {
    expect(greeting("Анна")).toBe("Привет, Анна!");
    expect(greeting("  ")).toBe("Привет, Гость!");
    expect(greeting(null)).toBe("Привет, Гость!");
  });
  it("welcomes a new user by name after a sign-up", () => {
    expect(welcomeMessage(" Иван ")).toBe("Добро пожаловать в Работу, Иван!");
    expect(welcomeMessage("")).toBe("Добро пожаловать в Работу!");
    expect(welcomeMessage(undefined)).toBe("Добро пожаловать в Работу!");
  });
  it("prints the footer version line", () => {
    expect(frontVersionLine()).toBe("0.6.22 от 28.10.2025");
  });
});

describe("formatLongDateRu", () => {
  it("writes the day, the month in the genitive and the year, without «г.»", () => {
    expect(formatLongDateRu(new Date("2026-12-01T00:00:00Z"))).toBe("1 декабря 2026");
    expect(formatLongDateRu(new Date("2027-02-28T23:30:00Z"))).toBe("28 февраля 2027");
  });
});

describe("publishedAgo", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it.each([
    ["2026-11-26T08:00:00Z", "Опубликована сегодня"],
    ["2026-11-25T08:00:00Z", "Опубликована вчера"],
    ["2026-11-23T12:00:00Z", "Опубликована 3 дня назад"],
    ["2026-11-05T12:00:00Z", "Опубликована 21 день назад"],
    ["2026-10-27T12:00:00Z", "Опубликована 30 дней назад"],
  ])("%s: %s", (publishedAt, text) => {
    expect(publishedAgo(publishedAt, now)).toBe(text);
  });
});

describe("responseRateLine", () => {
  const rate = (share: number | null, medianHours: number | null) => ({
    responses: 20,
    answered: 17,
    rate: share,
    medianHours,
  });
  it.each([
    [rate(0.85, 36), "Отвечает на 85 % откликов, обычно в течение 2 дней"],
    [rate(0.85, 48), "Отвечает на 85 % откликов, обычно в течение 2 дней"],
    [rate(1, 0.2), "Отвечает на 100 % откликов, обычно в течение часа"],
    [rate(0.5, 4.5), "Отвечает на 50 % откликов, обычно в течение 5 часов"],
    [rate(0.5, 21), "Отвечает на 50 % откликов, обычно в течение 21 часа"],
    [rate(0.5, 20), "Отвечает на 50 % откликов, обычно в течение 20 часов"],
    [rate(0.5, 24), "Отвечает на 50 % откликов, обычно в течение дня"],
    [rate(0.6, 500), "Отвечает на 60 % откликов, обычно в течение 21 дня"],
    [rate(0, null), "Отвечает на 0 % откликов"],
    [rate(null, null), "Пока мало откликов, чтобы судить о скорости ответа"],
  ])("%o: %s", (input, text) => {
    expect(responseRateLine(input)).toBe(text);
  });
});

describe("vacancyFiltersSummary", () => {
  it("says a saved search's filters in words, in the filter bar's order", () => {
    expect(
      vacancyFiltersSummary({
        skills: ["SQL", "Python"],
        officeType: ["OFFICE_TYPE_REMOTE"],
        salaryFrom: 150_000,
        city: ["Москва", "Казань"],
        search: "  аналитик ",
        workingExperience: ["EXPERIENCE_1_TO_3_YEARS"],
      }),
    ).toBe(
      n("аналитик, Москва, Казань, от 150_000 ₽, опыт: От 1 года до 3 лет, Удалённо, навыки: SQL, Python"),
    );
  });

  it("names the places of the search by the names it is given", () => {
    const names = new Map([
      ["92", "Тула"],
      ["1913", "Тульская область"],
    ]);
    expect(vacancyFiltersSummary({ search: "склад", areaId: ["92", "1913", "404"] }, names)).toBe(
      "склад, Тула, Тульская область",
    );
    expect(vacancyFiltersSummary({ areaId: ["92"] })).toBe(ALL_VACANCIES_SUMMARY);
  });

  it("names a search without filters «Все вакансии»", () => {
    expect(vacancyFiltersSummary({})).toBe(ALL_VACANCIES_SUMMARY);
    expect(vacancyFiltersSummary({ search: "  " })).toBe("Все вакансии");
  });
});

describe("inPlaceRu", () => {
  it.each([
    ["Тула", "в Туле"],
    ["Москва", "в Москве"],
    ["Санкт-Петербург", "в Санкт-Петербурге"],
    ["Новосибирск", "в Новосибирске"],
    ["Казань", "в Казани"],
    ["Ярославль", "в Ярославле"],
    ["Йошкар-Ола", "в Йошкар-Оле"],
    ["Россия", "в России"],
    ["Тульская область", "в Тульской области"],
    ["Краснодарский край", "в Краснодарском крае"],
    ["Республика Татарстан", "в Республике Татарстан"],
    ["Чувашская Республика", "в Чувашской Республике"],
  ])("%s → %s", (name, expected) => {
    expect(inPlaceRu(name)).toBe(expected);
  });

  it("says Russia by its id whatever the name", () => {
    expect(inPlaceRu("РФ", "country", "113")).toBe("в России");
  });

  it("falls back to the kind of place where no rule is safe", () => {
    expect(inPlaceRu("Нижний Новгород")).toBe("в городе «Нижний Новгород»");
    expect(inPlaceRu("Ростов-на-Дону")).toBe("в городе «Ростов-на-Дону»");
    expect(inPlaceRu("Сочи")).toBe("в городе «Сочи»");
    expect(inPlaceRu("Орёл")).toBe("в городе «Орёл»");
    expect(inPlaceRu("Ханты-Мансийский автономный округ - Югра")).toBe(
      "в регионе «Ханты-Мансийский автономный округ - Югра»",
    );
    expect(inPlaceRu("Того", "country")).toBe("в стране «Того»");
  });
});

describe("salaryBasisLine", () => {
  it("says the basis and the count in the dative", () => {
    expect(salaryBasisLine(1)).toBe("в месяц до вычета НДФЛ, по 1 вакансии за 12 месяцев");
    expect(salaryBasisLine(6)).toBe("в месяц до вычета НДФЛ, по 6 вакансиям за 12 месяцев");
    expect(salaryBasisLine(21)).toBe("в месяц до вычета НДФЛ, по 21 вакансии за 12 месяцев");
    expect(salaryBasisLine(1500)).toBe("в месяц до вычета НДФЛ, по 1\u00a0500 вакансиям за 12 месяцев");
  });
});
