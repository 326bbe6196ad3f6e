import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { CodeInput } from "./code-input";

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState("");
  return <CodeInput label="Код из письма" value={code} onValueChange={setCode} onComplete={onComplete} />;
}

describe("CodeInput", () => {
  it("keeps digits only, at most 6, and reports completion once", async () => {
    const onComplete = vi.fn();
    const screen = await render(<Harness onComplete={onComplete} />);
    const input = screen.getByRole("textbox", { name: "Код из письма" });
    await expect.element(input).toHaveAttribute("inputmode", "numeric");
    await expect.element(input).toHaveAttribute("autocomplete", "one-time-code");
    await input.click();
    await userEvent.keyboard("12a34");
    await expect.element(input).toHaveValue("1234");
    await userEvent.keyboard("5678");
    await expect.element(input).toHaveValue("123456");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
    const cells = screen.container.querySelectorAll(".rb-code-input__cell");
    expect(Array.from(cells, (cell) => cell.textContent).join("")).toBe("123456");
  });

  it("takes a pasted code with spaces and dashes, replacing what was typed", async () => {
    const onComplete = vi.fn();
    const screen = await render(<Harness onComplete={onComplete} />);
    const input = screen.getByRole("textbox", { name: "Код из письма" });
    await input.click();
    await userEvent.keyboard("9");
    const data = new DataTransfer();
    data.setData("text", "482 - 913");
    input
      .element()
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.element(input).toHaveValue("482913");
    expect(onComplete).toHaveBeenCalledWith("482913");
  });
});
