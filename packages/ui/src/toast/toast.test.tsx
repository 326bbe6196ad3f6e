import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { clearToasts, toast } from "./toast-store";
import { TOAST_DURATION_MS, Toaster } from "./toaster";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => clearToasts());

describe("Toast", () => {
  it("auto-dismisses after 5 seconds by default", async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const screen = await render(
      <>
        <button type="button">Где-то сверху</button>
        <Toaster closeLabel="Закрыть" label="Уведомления" />
      </>,
    );
    // Keep the pointer away from the toast: hovering pauses the timer.
    await userEvent.hover(screen.getByRole("button", { name: "Где-то сверху" }));
    const shownAt = performance.now();
    toast({ title: "Чат пока не работает" });
    const item = page.getByRole("status").filter({ hasText: "Чат пока не работает" });
    await expect.element(item).toBeVisible();
    await sleep(4000);
    await expect.element(item).toBeInTheDocument();
    await expect.poll(() => item.query(), { timeout: 4000, interval: 50 }).toBeNull();
    // Gone after 5 s plus the 300 ms exit, not before.
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(5000);
  }, 12_000);

  it("closes by its close button", async () => {
    await render(<Toaster closeLabel="Закрыть" />);
    toast({ title: "Сохранено", variant: "success", duration: Number.POSITIVE_INFINITY });
    await expect.element(page.getByRole("status")).toHaveTextContent("Сохранено");
    await page.getByRole("button", { name: "Закрыть" }).click();
    await expect.poll(() => page.getByRole("status").query()).toBeNull();
  });

  it("pauses the timer while hovered and resumes after", async () => {
    await render(<Toaster closeLabel="Закрыть" duration={1500} />);
    toast({ title: "Наведите курсор" });
    const item = page.getByRole("status");
    await userEvent.hover(item);
    await sleep(2500);
    await expect.element(item).toBeInTheDocument();
    await userEvent.unhover(item);
    await expect.poll(() => item.query(), { timeout: 4000 }).toBeNull();
  });

  it("stacks toasts and replaces one raised again with the same id", async () => {
    await render(<Toaster />);
    toast({ title: "Первое", duration: 10_000 });
    toast({ id: "chat", title: "Чат недоступен", duration: 10_000 });
    toast({ id: "chat", title: "Чат недоступен", duration: 10_000 });
    await expect.poll(() => page.getByRole("status").all().length).toBe(2);
    await expect.element(page.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  });
});
