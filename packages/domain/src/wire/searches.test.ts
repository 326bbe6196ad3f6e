import { describe, expect, it } from "vitest";
import { SAVED_SEARCH_MESSAGES } from "../errors";
import { savedSearchWriteSchema } from "./searches";

const firstMessage = (input: unknown) => {
  const result = savedSearchWriteSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("savedSearchWriteSchema", () => {
  it("takes the list's visitor filters, a name and an alert", () => {
    expect(
      savedSearchWriteSchema.parse({
        name: "  Аналитик  в Москве ",
        filter: { search: "аналитик", city: ["Москва"], skills: ["SQL"], salaryFrom: 100_000 },
        alert: "INSTANT",
      }),
    ).toEqual({
      name: "Аналитик в Москве",
      filter: { search: "аналитик", city: ["Москва"], skills: ["SQL"], salaryFrom: 100_000 },
      alert: "INSTANT",
    });
    expect(savedSearchWriteSchema.parse({ name: "Все", alert: "OFF" }).filter).toEqual({});
  });

  it("refuses what the list's visitor cannot set, in Russian", () => {
    expect(firstMessage({ name: "x", filter: { status: "VACANCY_STATUS_ARCHIVED" }, alert: "OFF" })).toBe(
      SAVED_SEARCH_MESSAGES.badFilter,
    );
    expect(firstMessage({ name: "x", filter: { companyId: "c1" }, alert: "OFF" })).toBe(
      SAVED_SEARCH_MESSAGES.badFilter,
    );
    expect(firstMessage({ name: "x", filter: { city: "Москва" }, alert: "OFF" })).toBe(
      SAVED_SEARCH_MESSAGES.badFilter,
    );
    expect(firstMessage({ name: "", filter: {}, alert: "OFF" })).toBe("Поле обязательно для заполнения");
    expect(firstMessage({ name: "x", filter: {}, alert: "HOURLY" })).toMatch(/^Выберите, как присылать/);
  });
});
