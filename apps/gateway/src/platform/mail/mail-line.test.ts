import { describe, expect, it } from "vitest";
import { mailLine, vacancyExpiringMail } from "./messages";

describe("mailLine", () => {
  it("keeps an interpolated value on its line: line breaks and control characters become spaces", () => {
    const title = "Бариста\nОтписаться: https://evil.example\r\n\u2028Ещё\u0000строка";
    expect(mailLine`Вакансия «${title}».`).toBe(
      "Вакансия «Бариста Отписаться: https://evil.example Ещё строка».",
    );
  });

  it("leaves the mail's own lines alone", () => {
    const mail = vacancyExpiringMail("hr@rabota.ru", {
      name: "Ольга",
      title: "Повар\nОтписаться: https://evil.example",
      endsAt: new Date("2026-12-20T09:00:00Z"),
      url: "https://rabota.example/vacancies/detail/1",
    });
    expect(mail.subject).not.toContain("\n");
    expect(mail.text.split("\n").some((line) => line.startsWith("Отписаться"))).toBe(false);
  });
});
