import { afterEach, describe, expect, it } from "vitest";
import { focusPageStart } from "./focus-page-start";

function page(html: string): HTMLElement {
  document.body.innerHTML = `<header><a href="/x">Ссылка</a></header><main id="main">${html}</main>`;
  return document.getElementById("main") as HTMLElement;
}

/** Lets the MutationObserver's callback run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focusPageStart", () => {
  it("focuses the page's h1, focusable by script only", () => {
    const main = page("<p>Текст</p><h1>Вакансии</h1>");
    focusPageStart(main);
    const heading = main.querySelector("h1");
    expect(document.activeElement).toBe(heading);
    expect(heading?.tabIndex).toBe(-1);
  });

  it("holds focus on main while the page loads, then hands it to the heading that appears", async () => {
    const main = page("<div role='status'>Загрузка страницы</div>");
    focusPageStart(main);
    expect(document.activeElement).toBe(main);
    main.innerHTML = "<section><h1>Профиль</h1></section>";
    await tick();
    expect(document.activeElement).toBe(main.querySelector("h1"));
  });

  it("leaves focus alone once the user pressed a key before the heading came", async () => {
    const main = page("");
    focusPageStart(main);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    main.innerHTML = "<h1>Поздно</h1>";
    await tick();
    expect(document.activeElement).toBe(main);
  });

  it("stops waiting when cancelled (the route changed again)", async () => {
    const main = page("");
    const cancel = focusPageStart(main);
    cancel();
    main.innerHTML = "<h1>Старая страница</h1>";
    await tick();
    expect(document.activeElement).toBe(main);
  });
});
