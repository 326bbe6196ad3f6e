import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PlusIcon } from "../icon/icons";
import { Button } from "./button";

describe("Button", () => {
  it("with asChild renders the caller's element with the button's look and its icons", async () => {
    await render(
      <Button asChild variant="secondary" startIcon={<PlusIcon />}>
        <a href="#vacancies">К вакансиям</a>
      </Button>,
    );
    const link = page.getByRole("link", { name: "К вакансиям" });
    await expect.element(link).toHaveClass(/rb-button/);
    await expect.element(link).toHaveClass(/rb-button--secondary/);
    await expect.element(link).toHaveAttribute("data-slot", "button");
    await expect.element(link).toHaveAttribute("href", "#vacancies");
    expect(link.element().querySelector('[data-slot="button-icon"]')).not.toBeNull();
  });

  it("renders a link with href and a plain button otherwise", async () => {
    await render(
      <>
        <Button href="/contest">Конкурс</Button>
        <Button>Далее</Button>
      </>,
    );
    await expect.element(page.getByRole("link", { name: "Конкурс" })).toHaveClass(/rb-button--primary/);
    await expect.element(page.getByRole("button", { name: "Далее" })).toHaveAttribute("type", "button");
  });

  it("keeps a loading button focusable but inert", async () => {
    let clicks = 0;
    await render(
      <Button loading onClick={() => (clicks += 1)}>
        Сохранить
      </Button>,
    );
    const button = page.getByRole("button", { name: "Сохранить" });
    await expect.element(button).toHaveAttribute("aria-busy", "true");
    await button.click({ force: true });
    expect(clicks).toBe(0);
  });
});
