import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldSchema, refineWithRules } from "./zod";

const now = () => new Date(2025, 5, 15);

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe("fieldSchema", () => {
  it("parses to the normalised value", () => {
    expect(fieldSchema(["required", "name"]).parse("  Анна   Мария ")).toBe("Анна Мария");
  });
  it("keeps password values raw", () => {
    expect(fieldSchema(["required", "password"]).parse(" Abcdefg1 ")).toBe(" Abcdefg1 ");
  });
  it("reports the first failing rule's Russian message", () => {
    const schema = fieldSchema(["required", "name"]);
    expect(firstMessage(schema.safeParse("   "))).toBe("Поле обязательно для заполнения");
    expect(firstMessage(schema.safeParse("анна"))).toBe("Введите корректное значение");
  });
  it("honours custom messages", () => {
    const schema = fieldSchema([{ rule: "required", message: "Укажите город" }]);
    expect(firstMessage(schema.safeParse(""))).toBe("Укажите город");
  });
  it("uses the injected clock for dates", () => {
    const schema = fieldSchema(["required", "date"], { now });
    expect(schema.safeParse("31.12.2025").success).toBe(true);
    expect(firstMessage(schema.safeParse("01.01.2026"))).toBe("Введите корректную дату рождения");
  });
  it("caps the length before running the rules", () => {
    const schema = fieldSchema(["required", "name"]);
    expect(firstMessage(schema.safeParse(`А${"а".repeat(1_000_000)}`))).toBe("Слишком длинное значение");
    expect(schema.safeParse(`А${"а".repeat(199)}`).success).toBe(true);
  });
  it("takes a custom cap and message", () => {
    const schema = fieldSchema(["required"], { maxLength: 3, tooLongMessage: "Длинно" });
    expect(firstMessage(schema.safeParse("abcd"))).toBe("Длинно");
  });
  it("rejects non-strings", () => {
    expect(fieldSchema(["required"]).safeParse(42).success).toBe(false);
  });
});

describe("refineWithRules", () => {
  it("adds the rule's message to any string schema", () => {
    const schema = z
      .string()
      .trim()
      .superRefine(refineWithRules(["required", "textOnly"]));
    expect(firstMessage(schema.safeParse(" R2D2 "))).toBe("Поле не должно содержать цифры");
    expect(schema.parse(" Москва ")).toBe("Москва");
  });
  it("uses the injected clock", () => {
    const schema = z.string().superRefine(refineWithRules(["year"], { now }));
    expect(schema.safeParse("2025").success).toBe(true);
    expect(schema.safeParse("2026").success).toBe(false);
  });
});

describe("one-line fields (issue 41)", () => {
  it("refuses a line break or a control character inside a name, a title or a city, with one message", async () => {
    const { shortTextSchema } = await import("../wire/primitives");
    const name = fieldSchema(["required", "name"]);
    for (const value of ["Ив\nан", "Иван\r\nПетров", "Ив\u0000ан", "Ив\u2028ан", "Ив\u0085ан"]) {
      expect(firstMessage(name.safeParse(value)), JSON.stringify(value)).toBe(
        "Введите значение одной строкой, без переносов и служебных символов",
      );
    }
    // Around the value, whitespace is trimmed as before.
    expect(name.parse(" Иван\n")).toBe("Иван");
    // A vacancy's title is a short text: the same refusal.
    const title = shortTextSchema;
    expect(title.safeParse("Бариста\nОтписаться: https://evil.example").success).toBe(false);
    expect(title.parse("  Бариста  в  кофейню ")).toBe("Бариста в кофейню");
  });
});
