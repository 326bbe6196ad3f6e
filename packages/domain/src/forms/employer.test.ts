import { describe, expect, it } from "vitest";
import { createEmployerProfileFormSchema } from "./employer";

const schema = createEmployerProfileFormSchema("c1");
const typed = {
  name: "Олег",
  surname: "Кузнецов",
  position: "Директор",
  phone: "",
  companyName: "Ромашка",
  city: "",
  website: "",
  description: "",
  logoUrl: null,
};

function errorsOf(value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("createEmployerProfileFormSchema", () => {
  it("gives the request body, blank optional fields left out", () => {
    expect(schema.parse({ ...typed, city: "Казань" })).toEqual({
      name: "Олег",
      surname: "Кузнецов",
      position: "Директор",
      company: { id: "c1", companyName: "Ромашка", city: "Казань" },
    });
  });
  it("reports every field's rule under that field", () => {
    expect(
      errorsOf({
        ...typed,
        name: "олег",
        position: " ",
        phone: "123",
        companyName: "",
        city: "Казань1",
        website: "нет",
        description: "о".repeat(5001),
      }),
    ).toEqual({
      name: "Введите корректное значение",
      position: "Поле обязательно для заполнения",
      phone: "Введите корректный телефон",
      companyName: "Поле обязательно для заполнения",
      city: "Введите корректное значение",
      website: "Введите корректный URL сайта",
      description: "Слишком длинное значение",
    });
  });
});
