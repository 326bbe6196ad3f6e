import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Modal } from "../modal";

// focus-trap arrives only when the test lets it: the overlay opens and closes while it loads.
const focusTrapGate = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release: () => release() };
});
vi.mock("focus-trap", async (importOriginal) => {
  await focusTrapGate.loaded;
  return importOriginal();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <button type="button">Дальше по странице</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Фильтры"
        closeLabel="Закрыть"
        closeDurationMs={10}
      >
        <input aria-label="Город" />
        <button type="button">Применить</button>
      </Modal>
    </div>
  );
}

describe("useOverlay while focus-trap loads", () => {
  it("traps focus once it has loaded, and an overlay closed before that never starts a trap", async () => {
    const screen = await render(<Harness />);
    const opener = screen.getByRole("button", { name: "Открыть" });

    // Opened and closed before the load: focus stays with the opener.
    await opener.click();
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => document.querySelector("[role=dialog]")).toBeNull();
    await expect.element(opener).toHaveFocus();

    // Opened again, then the load ends: that overlay's trap starts and the first one's never does.
    await opener.click();
    await expect.element(page.getByRole("dialog")).toBeVisible();
    focusTrapGate.release();
    const city = page.getByRole("textbox", { name: "Город" });
    await expect.element(city).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Закрыть" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(city).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => document.querySelector("[role=dialog]")).toBeNull();
    await expect.element(opener).toHaveFocus();
    // No trap is left behind: Tab goes on through the page.
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Дальше по странице" })).toHaveFocus();
  });
});
