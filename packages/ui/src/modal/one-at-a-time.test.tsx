import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { SideMenu } from "../side-menu/side-menu";
import { Modal } from "./modal";

function Both() {
  const [menu, setMenu] = useState(false);
  const [auth, setAuth] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setMenu(true)}>
        Меню
      </button>
      <SideMenu open={menu} onClose={() => setMenu(false)} title="Привет, Гость!" closeDurationMs={20}>
        <button type="button" onClick={() => setAuth(true)}>
          Войти в профиль
        </button>
      </SideMenu>
      <Modal open={auth} onClose={() => setAuth(false)} title="Вход и регистрация" closeDurationMs={20}>
        <input aria-label="Почта" />
      </Modal>
    </>
  );
}

describe("the single overlay slot", () => {
  it("closes the side menu when a modal opens from it, and Escape then closes the modal", async () => {
    const screen = await render(<Both />);
    await screen.getByRole("button", { name: "Меню" }).click();
    await expect.element(page.getByRole("dialog", { name: "Привет, Гость!" })).toBeVisible();
    await page.getByRole("button", { name: "Войти в профиль" }).click();
    await expect.poll(() => document.querySelectorAll("[role=dialog]").length).toBe(1);
    await expect.element(page.getByRole("dialog", { name: "Вход и регистрация" })).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: "Почта" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => document.querySelectorAll("[role=dialog]").length).toBe(0);
    await expect.poll(() => document.body.style.overflow).toBe("");
  });
});
