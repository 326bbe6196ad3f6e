import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { SideMenu, SideMenuItem } from "./side-menu";

function Burger() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Меню
      </button>
      <SideMenu open={open} onClose={() => setOpen(false)} title="Привет, Гость!" closeLabel="Закрыть меню">
        <SideMenuItem href="#home" active>
          Главная
        </SideMenuItem>
        <SideMenuItem href="#vacancies">Вакансии</SideMenuItem>
      </SideMenu>
    </>
  );
}

describe("SideMenu", () => {
  it("opens as a labelled dialog, marks the current page, and closes in 300 ms back to the burger", async () => {
    const screen = await render(<Burger />);
    const burger = screen.getByRole("button", { name: "Меню" });
    await burger.click();
    const menu = page.getByRole("dialog", { name: "Привет, Гость!" });
    await expect.element(menu).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Главная" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => document.body.style.overflow).toBe("hidden");

    let closingAt = 0;
    let removedAt = 0;
    const observer = new MutationObserver(() => {
      const drawer = document.querySelector("[data-slot=side-menu]");
      if (!closingAt && drawer?.getAttribute("data-state") === "closing") closingAt = performance.now();
      if (closingAt && !removedAt && !drawer) removedAt = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await page.getByRole("button", { name: "Закрыть меню" }).click();
    await expect.element(burger).toHaveFocus();
    await expect.poll(() => removedAt, { timeout: 3000 }).toBeGreaterThan(0);
    observer.disconnect();
    expect(removedAt - closingAt).toBeGreaterThanOrEqual(290);
    await expect.poll(() => document.body.style.overflow).toBe("");
  });

  it("closes on Escape and keeps Tab inside while open", async () => {
    const screen = await render(<Burger />);
    await screen.getByRole("button", { name: "Меню" }).click();
    await expect.element(page.getByRole("button", { name: "Закрыть меню" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole("link", { name: "Главная" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Закрыть меню" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => document.querySelector("[role=dialog]"), { timeout: 2000 }).toBeNull();
  });
});
