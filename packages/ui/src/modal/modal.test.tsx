import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Modal } from "./modal";

function Harness({
  onClose = () => {},
  closeDurationMs = 300,
}: {
  onClose?: () => void;
  closeDurationMs?: number;
}) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Вход и регистрация"
        description="Введите почту"
        closeLabel="Закрыть"
        closeDurationMs={closeDurationMs}
      >
        <input ref={inputRef} aria-label="Почта" />
        <button type="button">Далее</button>
      </Modal>
    </div>
  );
}

function pointer(target: Element, type: "pointerdown" | "pointerup") {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true }),
  );
}

describe("Modal", () => {
  it("opens as a labelled modal dialog in a portal with focus inside", async () => {
    const screen = await render(<Harness />);
    await screen.getByRole("button", { name: "Открыть" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute("aria-modal", "true");
    await expect.element(dialog).toHaveAccessibleDescription("Введите почту");
    expect(dialog.element().closest("[data-slot=modal-overlay]")?.parentElement).toBe(document.body);
    await expect.element(page.getByRole("textbox", { name: "Почта" })).toHaveFocus();
    await expect.poll(() => document.body.style.overflow).toBe("hidden");
  });

  it("closes on Escape, restores focus, and unmounts only after the 300 ms closing animation", async () => {
    const onClose = vi.fn();
    const screen = await render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Открыть" });
    await opener.click();
    await expect.element(page.getByRole("dialog")).toBeVisible();

    // Watch the DOM so the assertions hold even if the test machine is slow.
    let closingAt = 0;
    let removedAt = 0;
    const observer = new MutationObserver(() => {
      const overlay = document.querySelector("[data-slot=modal-overlay]");
      if (!closingAt && overlay?.getAttribute("data-state") === "closing") closingAt = performance.now();
      if (closingAt && !removedAt && !overlay) removedAt = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.element(opener).toHaveFocus();
    await expect.poll(() => removedAt, { interval: 20, timeout: 3000 }).toBeGreaterThan(0);
    observer.disconnect();
    // The dialog stayed mounted in its "closing" state for the whole 300 ms exit animation.
    expect(closingAt).toBeGreaterThan(0);
    expect(removedAt - closingAt).toBeGreaterThanOrEqual(290);
    expect(removedAt - closingAt).toBeLessThan(1500);
    await expect.poll(() => document.body.style.overflow).toBe("");
  });

  it("traps Tab inside the dialog", async () => {
    const screen = await render(<Harness />);
    await screen.getByRole("button", { name: "Открыть" }).click();
    await expect.element(page.getByRole("textbox", { name: "Почта" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Далее" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Закрыть" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole("textbox", { name: "Почта" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole("button", { name: "Закрыть" })).toHaveFocus();
  });

  it("closes by the close button", async () => {
    const onClose = vi.fn();
    const screen = await render(<Harness onClose={onClose} closeDurationMs={10} />);
    await screen.getByRole("button", { name: "Открыть" }).click();
    await page.getByRole("button", { name: "Закрыть" }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.poll(() => document.querySelector("[role=dialog]")).toBeNull();
  });

  it("counts an overlay click only when both press and release hit the overlay", async () => {
    const onClose = vi.fn();
    const screen = await render(<Harness onClose={onClose} />);
    await screen.getByRole("button", { name: "Открыть" }).click();
    const overlay = document.querySelector("[data-slot=modal-overlay]") as HTMLElement;
    const dialog = document.querySelector("[data-slot=modal]") as HTMLElement;

    // Press inside the dialog (e.g. selecting text), release on the overlay: stays open.
    pointer(dialog, "pointerdown");
    pointer(overlay, "pointerup");
    expect(onClose).not.toHaveBeenCalled();
    // Press on the overlay, release inside the dialog: stays open.
    pointer(overlay, "pointerdown");
    pointer(dialog, "pointerup");
    expect(onClose).not.toHaveBeenCalled();
    // A click inside the dialog never closes it.
    await page.getByRole("textbox", { name: "Почта" }).click();
    expect(onClose).not.toHaveBeenCalled();
    // Press and release on the overlay: closes.
    pointer(overlay, "pointerdown");
    pointer(overlay, "pointerup");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
