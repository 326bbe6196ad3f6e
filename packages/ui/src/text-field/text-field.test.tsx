import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DateInput } from "../date-input/date-input";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("shows the error only after the user left the field, then wires aria-invalid and aria-describedby", async () => {
    const screen = await render(
      <>
        <TextField label="Почта" hint="Мы пришлём код" error="Введите корректную почту" />
        <button type="button">Далее</button>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Почта" });
    await expect.element(input).toHaveAccessibleDescription("Мы пришлём код");
    await expect.element(input).not.toHaveAttribute("aria-invalid");
    expect(page.getByText("Введите корректную почту").query()).toBeNull();
    await input.click();
    await userEvent.keyboard("abc");
    expect(page.getByText("Введите корректную почту").query()).toBeNull();
    await userEvent.tab();
    await expect.element(page.getByText("Введите корректную почту")).toBeVisible();
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAccessibleDescription("Введите корректную почту Мы пришлём код");
  });

  it("shows the error at once when showError is set", async () => {
    const screen = await render(<TextField label="Имя" error="Обязательное поле" showError />);
    await expect
      .element(screen.getByRole("textbox", { name: "Имя" }))
      .toHaveAttribute("aria-invalid", "true");
  });

  it("toggles password visibility with a labelled button", async () => {
    const screen = await render(
      <TextField
        label="Пароль"
        type="password"
        showPasswordLabel="Показать пароль"
        hidePasswordLabel="Скрыть пароль"
      />,
    );
    const input = screen.getByLabelText("Пароль", { exact: true });
    await expect.element(input).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Показать пароль" });
    await expect.element(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect.element(input).toHaveAttribute("type", "text");
    await expect
      .element(screen.getByRole("button", { name: "Скрыть пароль" }))
      .toHaveAttribute("aria-pressed", "true");
  });
});

function ControlledDate() {
  const [value, setValue] = useState("");
  return <DateInput label="Дата рождения" value={value} onValueChange={setValue} />;
}

describe("DateInput", () => {
  it("formats typed digits as DD.MM.YYYY, ignores letters and stops at 8 digits", async () => {
    const screen = await render(<ControlledDate />);
    const input = screen.getByRole("textbox", { name: "Дата рождения" });
    await input.click();
    await userEvent.keyboard("01a0119901234");
    await expect.element(input).toHaveValue("01.01.1990");
    await expect.element(input).toHaveAttribute("inputmode", "numeric");
  });

  it("deletes the digit before a dot on Backspace instead of getting stuck", async () => {
    const screen = await render(<ControlledDate />);
    const input = screen.getByRole("textbox", { name: "Дата рождения" });
    await input.click();
    await userEvent.keyboard("0101");
    await expect.element(input).toHaveValue("01.01");
    await userEvent.keyboard("{Backspace}");
    await expect.element(input).toHaveValue("01.0");
    await userEvent.keyboard("{Backspace}");
    await expect.element(input).toHaveValue("01");
    await userEvent.keyboard("{Backspace}{Backspace}");
    await expect.element(input).toHaveValue("");
  });

  it("formats a pasted date", async () => {
    const screen = await render(<ControlledDate />);
    const input = screen.getByRole("textbox", { name: "Дата рождения" });
    await input.fill("31/12/1999");
    await expect.element(input).toHaveValue("31.12.1999");
  });
});
