import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VacancyText } from "./vacancy-text";

afterEach(cleanup);

describe("VacancyText", () => {
  it("shows an imported description's markup without scripts or attributes", () => {
    const { container } = render(
      <VacancyText text={`<p onclick="alert(1)">Задачи</p><script>alert(1)</script><ul><li>Код</li></ul>`} />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onclick]")).toBeNull();
    expect(container.querySelector("li")?.textContent).toBe("Код");
    expect(container.textContent).not.toContain("alert");
  });

  it("shows plain text as written, a «<» included", () => {
    const { container } = render(<VacancyText text={"Зарплата <100 тыс.\nГрафик 5/2"} />);
    expect(container.querySelector("p")?.textContent).toBe("Зарплата <100 тыс.\nГрафик 5/2");
  });
});
