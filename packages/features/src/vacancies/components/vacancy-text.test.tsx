import { act, cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VacancyText } from "./vacancy-text";

// DOMPurify arrives only when the first test lets it: a page's first description waits for it.
const purifyGate = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release: () => release() };
});
vi.mock("dompurify", async (importOriginal) => {
  await purifyGate.loaded;
  return importOriginal();
});

afterEach(cleanup);

const HOSTILE = `<p onclick="alert(1)">Задачи</p><script>alert(1)</script><ul><li>Код</li></ul>`;

describe("VacancyText", () => {
  it("writes no markup before DOMPurify has loaded, then the markup without scripts or attributes", async () => {
    // An awaited act: React retries a render that suspended in it once the promise settles.
    const { container } = await act(async () => render(<VacancyText text={HOSTILE} />));
    expect(container.querySelector("[data-slot=skeleton]")).not.toBeNull();
    expect(container.querySelector("p, li, script, [onclick]")).toBeNull();
    purifyGate.release();
    await waitFor(() => expect(container.querySelector("li")?.textContent).toBe("Код"));
    expect(container.querySelector("[data-slot=skeleton]")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onclick]")).toBeNull();
    expect(container.textContent).not.toContain("alert");
  });

  it("shows a description at once once DOMPurify is there", () => {
    const { container } = render(<VacancyText text="<p>Уход за <strong>садом</strong></p>" />);
    expect(container.querySelector("strong")?.textContent).toBe("садом");
  });

  it("shows plain text as written, a «<» included", () => {
    const { container } = render(<VacancyText text={"Зарплата <100 тыс.\nГрафик 5/2"} />);
    expect(container.querySelector("p")?.textContent).toBe("Зарплата <100 тыс.\nГрафик 5/2");
  });
});
