import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Modal } from "../modal/modal";
import { Combobox, type ComboboxOption } from "./combobox";

const COMPANIES: ComboboxOption[] = [
  { value: "1", label: "Ромашка" },
  { value: "2", label: "Рога и копыта" },
  { value: "3", label: "Роснефть" },
];

function Harness({ onSelect = () => {} }: { onSelect?: (option: ComboboxOption) => void }) {
  const [text, setText] = useState("");
  const options = text
    ? COMPANIES.filter((item) => item.label.toLowerCase().includes(text.toLowerCase()))
    : [];
  return (
    <Combobox
      label="Компания"
      inputValue={text}
      onInputValueChange={setText}
      options={options}
      emptyText="Ничего не нашлось"
      onSelect={(option) => {
        setText(option.label);
        onSelect(option);
      }}
    />
  );
}

/** A tag field in a form with one more field, as the profile's editors have it. */
function TagField({
  onSubmit,
  onEnterText,
}: {
  onSubmit: (event: { preventDefault: () => void }) => void;
  onEnterText: (text: string) => void;
}) {
  const [text, setText] = useState("");
  return (
    <form onSubmit={onSubmit}>
      <Combobox
        label="Навык"
        inputValue={text}
        onInputValueChange={setText}
        options={[]}
        onSelect={() => {}}
        onEnterText={onEnterText}
      />
      <input aria-label="Должность" />
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe("Combobox", () => {
  it("has combobox semantics and opens the listbox while typing", async () => {
    const screen = await render(<Harness />);
    const input = screen.getByRole("combobox", { name: "Компания" });
    await expect.element(input).toHaveAttribute("aria-expanded", "false");
    await input.fill("Ро");
    await expect.element(input).toHaveAttribute("aria-expanded", "true");
    await expect.element(page.getByRole("listbox", { name: "Компания" })).toBeVisible();
    expect(page.getByRole("option").all()).toHaveLength(3);
    expect(input.element().getAttribute("aria-controls")).toBe(page.getByRole("listbox").element().id);
  });

  it("moves the active option with the arrow keys (wrapping) and picks it with Enter", async () => {
    const onSelect = vi.fn();
    const screen = await render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole("combobox", { name: "Компания" });
    await input.fill("Ро");
    await userEvent.keyboard("{ArrowDown}");
    const first = page.getByRole("option", { name: "Ромашка" });
    await expect.element(first).toHaveAttribute("aria-selected", "true");
    await expect.element(input).toHaveAttribute("aria-activedescendant", first.element().id);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect.element(first).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}");
    await expect
      .element(page.getByRole("option", { name: "Роснефть" }))
      .toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(COMPANIES[2]);
    await expect.element(input).toHaveValue("Роснефть");
    await expect.element(input).toHaveAttribute("aria-expanded", "false");
    await expect.element(input).toHaveFocus();
  });

  it("with onEnterText, Enter takes the typed text and never submits the form around it", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onEnterText = vi.fn();
    await render(<TagField onSubmit={onSubmit} onEnterText={onEnterText} />);
    await page.getByRole("combobox", { name: "Навык" }).fill("Go");
    await userEvent.keyboard("{Enter}");
    expect(onEnterText).toHaveBeenCalledWith("Go");
    expect(onSubmit).not.toHaveBeenCalled();
    // Enter in another field of the form submits it as usual.
    await page.getByRole("textbox", { name: "Должность" }).click();
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape without closing the modal around it", async () => {
    const onClose = vi.fn();
    await render(
      <Modal open onClose={onClose} title="Регистрация">
        <Harness />
      </Modal>,
    );
    const input = page.getByRole("combobox", { name: "Компания" });
    await input.fill("Ро");
    await expect.element(input).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await expect.element(input).toHaveAttribute("aria-expanded", "false");
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("picks an option by mouse and shows the empty text when nothing matches", async () => {
    const onSelect = vi.fn();
    const screen = await render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole("combobox", { name: "Компания" });
    await input.fill("Рога");
    await page.getByRole("option", { name: "Рога и копыта" }).click();
    expect(onSelect).toHaveBeenCalledWith(COMPANIES[1]);
    await input.fill("Газпром");
    await expect.element(page.getByText("Ничего не нашлось")).toBeVisible();
    expect(page.getByRole("option").all()).toHaveLength(0);
  });

  it("tells screen readers how many suggestions there are, and that there are none", async () => {
    const screen = await render(<Harness />);
    const status = page.getByRole("status");
    await expect.element(status).toBeEmptyDOMElement();
    await screen.getByRole("combobox", { name: "Компания" }).fill("Ро");
    await expect.element(status).toHaveTextContent("Подсказок: 3");
    await screen.getByRole("combobox", { name: "Компания" }).fill("Рога");
    await expect.element(status).toHaveTextContent("Подсказок: 1");
    await screen.getByRole("combobox", { name: "Компания" }).fill("Газпром");
    await expect.element(status).toHaveTextContent("Подсказок нет");
  });

  it("leaves Enter and the arrows to an input method while it composes a word", async () => {
    const onSelect = vi.fn();
    const screen = await render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole("combobox", { name: "Компания" });
    await input.fill("Ро");
    await userEvent.keyboard("{ArrowDown}");
    const first = page.getByRole("option", { name: "Ромашка" });
    await expect.element(first).toHaveAttribute("aria-selected", "true");
    // What a browser sends while an IME composes: keydown with isComposing (keyCode 229).
    const element = input.element();
    for (const key of ["ArrowDown", "Enter"])
      element.dispatchEvent(
        new KeyboardEvent("keydown", {
          key,
          keyCode: 229,
          isComposing: true,
          bubbles: true,
          cancelable: true,
        }),
      );
    await expect.element(first).toHaveAttribute("aria-selected", "true");
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(input).toHaveAttribute("aria-expanded", "true");
    // Once the composition ends, Enter picks the suggestion again.
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(COMPANIES[0]);
  });
});
