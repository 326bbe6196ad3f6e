import { describe, expect, it } from "vitest";
import { PASSWORDS_MISMATCH_MESSAGE, RULE_NAMES, VALIDATION_MESSAGES } from "./messages";
import { checkRule, passesRule, validateField } from "./rules";

// A fixed clock: "the current year" is 2025 in every test.
const now = new Date(2025, 5, 15);
const opts = { now };

describe("VALIDATION_MESSAGES", () => {
  it("has the spec's Russian message for every rule, word for word", () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: "Поле обязательно для заполнения",
      email: "Введите корректный email",
      phone: "Введите корректный телефон",
      name: "Введите корректное значение",
      site: "Введите корректный URL сайта",
      number: "Введите корректное число",
      year: "Введите корректный год",
      textOnly: "Поле не должно содержать цифры",
      date: "Введите корректную дату рождения",
      password: "Пароль должен содержать не менее 8 символов, заглавные и строчные буквы, цифры",
    });
    expect(Object.keys(VALIDATION_MESSAGES)).toEqual([...RULE_NAMES]);
  });

  it("words the mismatch message as the spec does", () => {
    expect(PASSWORDS_MISMATCH_MESSAGE).toBe("Пароли не совпадают");
  });
});

describe("required", () => {
  it.each(["a", " a ", "0", 0])("accepts %j", (value) => {
    expect(checkRule(value, "required")).toBeNull();
  });
  it.each(["", "   ", "\t\n ", null, undefined])("rejects %j", (value) => {
    expect(checkRule(value, "required")).toBe("Поле обязательно для заполнения");
  });
});

describe("empty values and optional fields", () => {
  it.each(RULE_NAMES.filter((rule) => rule !== "required"))("%s accepts the empty value", (rule) => {
    expect(passesRule(rule, "", opts)).toBe(true);
    expect(passesRule(rule, undefined, opts)).toBe(true);
  });
  it("whitespace-only is empty for normalised rules", () => {
    expect(passesRule("email", "   ", opts)).toBe(true);
    expect(validateField("   ", ["required", "email"])).toBe("Поле обязательно для заполнения");
  });
});

describe("email", () => {
  it.each(["a@b.c", "ivan.petrov@mail.ru", "  user@example.com  ", "x+tag@sub.domain.org", "иван@почта.рф"])(
    "accepts %j",
    (value) => {
      expect(checkRule(value, "email")).toBeNull();
    },
  );
  it.each(["a@b", "a.b.c", "@b.c", "a@.c", "a@b.", "a@b..c", "a b@c.d", "a@b@c.d", "a@b c.d"])(
    "rejects %j",
    (value) => {
      expect(checkRule(value, "email")).toBe("Введите корректный email");
    },
  );
  it("rejects a very long address", () => {
    expect(passesRule("email", `${"a".repeat(300)}@example.com`)).toBe(false);
  });
});

describe("phone", () => {
  it.each([
    "+7 (999) 123-45-67",
    "+7(999)123-45-67",
    "+79991234567",
    "89991234567",
    "8 999 123 45 67",
    "8 (999) 123-45-67",
    "8-999-123-45-67",
    "999 123 45 67",
    "9991234567",
    "(999) 123-45-67",
    "+7 999 123-45-67",
  ])("accepts %j", (value) => {
    expect(checkRule(value, "phone")).toBeNull();
  });
  it.each([
    "+7 (999 123-45-67",
    "+7 999) 123-45-67",
    "+7 (999) 123-45-6",
    "+7 (999) 123-45-678",
    "+8 (999) 123-45-67",
    "7 (999) 123-45-67",
    "+7  (999) 123-45-67",
    "+7 (999) 123--45-67",
    "+7 (999) 12-345-67",
    "+7 (abc) 123-45-67",
    "+7 (999) 123-45-67 доб. 1",
    "123-45-67",
    "+7 (999) 123.45.67",
  ])("rejects %j", (value) => {
    expect(checkRule(value, "phone")).toBe("Введите корректный телефон");
  });
  it("is not trimmed (spec: phone is checked as typed)", () => {
    expect(passesRule("phone", " 89991234567")).toBe(false);
    expect(passesRule("phone", "89991234567 ")).toBe(false);
  });
});

describe("name", () => {
  it.each([
    "Иван",
    "Анна-Мария",
    "O'Neil",
    "Д'Артаньян",
    "Д’Артаньян",
    "Jean-Luc Picard",
    "Ёжиков",
    "St. John",
    "Мария Ивановна, мл.",
    "  Пётр  ",
    "Анна   Мария",
  ])("accepts %j", (value) => {
    expect(checkRule(value, "name")).toBeNull();
  });
  it.each(["иван", "o'Neil", "-Анна", "'Анна", "Анна1", "Анна_Мария", "Анна!", "1Анна", "Ärger", "Анна@"])(
    "rejects %j",
    (value) => {
      expect(checkRule(value, "name")).toBe("Введите корректное значение");
    },
  );
  it("accepts a very long valid name (the length cap is the schema's job)", () => {
    expect(passesRule("name", `А${"а".repeat(10_000)}`)).toBe(true);
  });
});

describe("site", () => {
  it.each([
    "example.com",
    "www.example.com",
    "https://example.com",
    "http://sub.example.co.uk/path?q=1#top",
    "https://example.com:8080/a",
    "сайт.рф",
    "https://xn--80aswg.xn--p1ai",
    "my-site.ru",
  ])("accepts %j", (value) => {
    expect(checkRule(value, "site")).toBeNull();
  });
  it.each([
    "example",
    "http://",
    "ftp://example.com",
    "exa mple.com",
    "-example.com",
    "example-.com",
    "example.c",
    "https://example.com/a b",
    "javascript:alert(1)",
  ])("rejects %j", (value) => {
    expect(checkRule(value, "site")).toBe("Введите корректный URL сайта");
  });
});

describe("number", () => {
  it.each(["0", "42", "-7", "3.14", "-0.5", "1,5", " 12 "])("accepts %j", (value) => {
    expect(checkRule(value, "number")).toBeNull();
  });
  it.each(["abc", "1.", ".5", "--1", "1e5", "1 000", "+5", "1.2.3"])("rejects %j", (value) => {
    expect(checkRule(value, "number")).toBe("Введите корректное число");
  });
});

describe("year", () => {
  it.each(["1900", "1990", "2000", "2025"])("accepts %s", (value) => {
    expect(checkRule(value, "year", opts)).toBeNull();
  });
  it.each(["1899", "2026", "99", "01990", "19 90", "abcd", "20.5"])("rejects %s", (value) => {
    expect(checkRule(value, "year", opts)).toBe("Введите корректный год");
  });
  it("accepts a number value", () => {
    expect(checkRule(2001, "year", opts)).toBeNull();
  });
  it("moves with the clock", () => {
    expect(passesRule("year", "2026", { now: new Date(2026, 0, 1) })).toBe(true);
  });
  it("defaults to the real current year", () => {
    const thisYear = new Date().getFullYear();
    expect(passesRule("year", String(thisYear))).toBe(true);
    expect(passesRule("year", String(thisYear + 1))).toBe(false);
  });
});

describe("textOnly", () => {
  it.each(["Москва", "Санкт-Петербург", "New York"])("accepts %j", (value) => {
    expect(checkRule(value, "textOnly")).toBeNull();
  });
  it.each(["Москва 2", "1", "R2D2", "٣"])("rejects %j", (value) => {
    expect(checkRule(value, "textOnly")).toBe("Поле не должно содержать цифры");
  });
});

describe("date", () => {
  it.each(["01.01.1990", "29.02.2000", "29.02.2024", "31.12.1900", "01.01.1900", "15.06.2025", "31.12.2025"])(
    "accepts %s",
    (value) => {
      expect(checkRule(value, "date", opts)).toBeNull();
    },
  );
  it.each([
    ["29.02.1900", "1900 is not a leap year"],
    ["29.02.2023", "2023 is not a leap year"],
    ["31.12.1899", "before 1900"],
    ["01.01.2026", "next year"],
    ["31.04.2000", "April has 30 days"],
    ["32.01.2000", "no 32nd"],
    ["00.01.2000", "no day 0"],
    ["01.13.2000", "no 13th month"],
    ["01.00.2000", "no month 0"],
    ["1.1.1990", "unpadded"],
    ["01/01/1990", "other separator"],
    ["1990-01-01", "ISO shape"],
    ["01.01.90", "two-digit year"],
    ["01.01.1990г", "trailing text"],
  ])("rejects %s (%s)", (value) => {
    expect(checkRule(value, "date", opts)).toBe("Введите корректную дату рождения");
  });
  it("accepts surrounding whitespace (normalised)", () => {
    expect(checkRule("  01.01.1990 ", "date", opts)).toBeNull();
  });
});

describe("password", () => {
  it.each(["Abcdefg1", "Password123", "Пароль2025", "aB3!@#$%^&*", "  Abcdefg1"])("accepts %j", (value) => {
    expect(checkRule(value, "password")).toBeNull();
  });
  it.each([
    ["Abcdef1", "7 characters"],
    ["abcdefg1", "no uppercase"],
    ["ABCDEFG1", "no lowercase"],
    ["Abcdefgh", "no digit"],
    ["12345678", "digits only"],
  ])("rejects %j (%s)", (value) => {
    expect(checkRule(value, "password")).toBe(
      "Пароль должен содержать не менее 8 символов, заглавные и строчные буквы, цифры",
    );
  });
  it("is not trimmed: the rule sees the raw text", () => {
    // "Abc1" padded with spaces reaches 8 characters as typed; the rule sees the raw text.
    expect(passesRule("password", "  Abc1  ")).toBe(true);
    expect(passesRule("password", "Abc1")).toBe(false);
  });
});

describe("custom messages", () => {
  it("override the default of the failing rule only", () => {
    const rules = ["required", { rule: "email", message: "Нужна почта" }] as const;
    expect(validateField("nope", rules)).toBe("Нужна почта");
    expect(validateField("", rules)).toBe("Поле обязательно для заполнения");
    expect(validateField("a@b.c", rules)).toBeNull();
  });
  it("fall back to the default when empty", () => {
    expect(checkRule("", { rule: "required", message: "" })).toBe("Поле обязательно для заполнения");
  });
});

describe("validateField", () => {
  it("returns the first failing rule's message in order", () => {
    expect(validateField("иван1", ["required", "name", "textOnly"])).toBe("Введите корректное значение");
    expect(validateField("иван1", ["required", "textOnly", "name"])).toBe("Поле не должно содержать цифры");
  });
  it("returns null with no rules", () => {
    expect(validateField("anything", [])).toBeNull();
  });
  it("passes the clock to date rules", () => {
    expect(validateField("01.01.2030", ["date"], { now: new Date(2030, 0, 1) })).toBeNull();
    expect(validateField("01.01.2030", ["date"], opts)).toBe("Введите корректную дату рождения");
  });
});
