import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";
import "./rich-text-editor.css";

const LABELS = {
  toolbar: "Форматирование",
  bold: "Жирный",
  italic: "Курсив",
  bulletList: "Маркированный список",
  orderedList: "Нумерованный список",
};

type HarnessProps = Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void };

/** A controlled editor, as a form would hold it. */
function Harness({ initial = "", onHtml, ...props }: HarnessProps) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      label="Описание"
      toolbarLabels={LABELS}
      {...props}
      value={html}
      onChange={(next) => {
        setHtml(next);
        onHtml?.(next);
      }}
    />
  );
}

const lastCall = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.at(-1)?.[0];

describe("RichTextEditor", () => {
  it("is a labelled multi-line textbox whose typing reaches onChange as HTML, and '' once emptied", async () => {
    const onHtml = vi.fn();
    const screen = await render(<Harness onHtml={onHtml} placeholder="Коротко о работе" />);
    const editor = screen.getByRole("textbox", { name: "Описание" });
    await expect.element(editor).toHaveAttribute("aria-multiline", "true");
    await expect.element(editor).toHaveAttribute("aria-placeholder", "Коротко о работе");
    await editor.click();
    await userEvent.keyboard("Привет");
    await expect.poll(() => lastCall(onHtml)).toBe("<p>Привет</p>");
    await userEvent.keyboard("{Enter}мир");
    await expect.poll(() => lastCall(onHtml)).toBe("<p>Привет</p><p>мир</p>");
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await expect.poll(() => lastCall(onHtml)).toBe("");
  });

  it("toggles bold from the toolbar (aria-pressed follows) and with Ctrl+B, keeping focus in the editor", async () => {
    const onHtml = vi.fn();
    const screen = await render(<Harness onHtml={onHtml} />);
    const editor = screen.getByRole("textbox", { name: "Описание" });
    const bold = screen.getByRole("button", { name: "Жирный" });
    await expect.element(screen.getByRole("toolbar", { name: "Форматирование" })).toBeVisible();
    await expect.element(bold).toHaveAttribute("aria-pressed", "false");
    await editor.click();
    await userEvent.keyboard("важно");
    await userEvent.keyboard("{Control>}a{/Control}");
    await bold.click();
    await expect.poll(() => lastCall(onHtml)).toBe("<p><strong>важно</strong></p>");
    await expect.element(bold).toHaveAttribute("aria-pressed", "true");
    await expect.element(editor).toHaveFocus();
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect.poll(() => lastCall(onHtml)).toBe("<p>важно</p>");
    await expect.element(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Control>}i{/Control}");
    await expect.poll(() => lastCall(onHtml)).toBe("<p><em>важно</em></p>");
    await expect
      .element(screen.getByRole("button", { name: "Курсив" }))
      .toHaveAttribute("aria-pressed", "true");
  });

  it("makes a bulleted and a numbered list", async () => {
    const onHtml = vi.fn();
    const screen = await render(<Harness onHtml={onHtml} />);
    await screen.getByRole("textbox", { name: "Описание" }).click();
    await userEvent.keyboard("первый");
    await screen.getByRole("button", { name: "Маркированный список" }).click();
    await userEvent.keyboard("{Enter}второй");
    await expect.poll(() => lastCall(onHtml)).toBe("<ul><li><p>первый</p></li><li><p>второй</p></li></ul>");
    await expect
      .element(screen.getByRole("button", { name: "Маркированный список" }))
      .toHaveAttribute("aria-pressed", "true");
    await screen.getByRole("button", { name: "Нумерованный список" }).click();
    await expect.poll(() => lastCall(onHtml)).toBe("<ol><li><p>первый</p></li><li><p>второй</p></li></ol>");
  });

  it("keeps only paragraphs, bold, italic and lists from a value with headings, links, images and scripts", async () => {
    const onHtml = vi.fn();
    const hostile =
      '<h1>Заголовок</h1><p>Текст со <a href="https://evil.example">ссылкой</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script><p><b>жирный</b> <i>курсив</i></p>';
    const screen = await render(<Harness initial={hostile} onHtml={onHtml} />);
    const editor = screen.getByRole("textbox", { name: "Описание" });
    await expect.element(editor).toHaveTextContent("Заголовок");
    const html = editor.element().innerHTML;
    expect(html).not.toMatch(/<(h1|a|img|script)\b/);
    // The content the editor reports on the next edit is just as clean.
    await editor.click();
    await userEvent.keyboard("{Control>}{End}{/Control}!");
    await expect
      .poll(() => lastCall(onHtml))
      .toBe("<p>Заголовок</p><p>Текст со ссылкой</p><p><strong>жирный</strong> <em>курсив!</em></p>");
  });

  it("drops headings, links, images and scripts from pasted HTML", async () => {
    const onHtml = vi.fn();
    const screen = await render(<Harness onHtml={onHtml} />);
    const editor = screen.getByRole("textbox", { name: "Описание" });
    await editor.click();
    const clipboardData = new DataTransfer();
    clipboardData.setData(
      "text/html",
      '<h1>Вакансия</h1><p>См. <a href="javascript:alert(1)">сайт</a></p><img src="x"><script>alert(1)</script><ul><li><strong>Оклад</strong></li></ul>',
    );
    clipboardData.setData("text/plain", "Вакансия См. сайт Оклад");
    editor
      .element()
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
    await expect.poll(() => lastCall(onHtml)).toMatch(/Оклад/);
    const html = String(lastCall(onHtml));
    expect(html).not.toMatch(/<(h1|a|img|script)\b/);
    expect(html).toContain("<p>Вакансия</p>");
    expect(html).toContain("<li><p><strong>Оклад</strong></p></li>");
  });

  it("announces the error: aria-invalid and aria-describedby, after leaving the control or at once with showError", async () => {
    const screen = await render(
      <>
        <Harness hint="Опыт и навыки" error="Опишите требования" />
        <button type="button">Далее</button>
      </>,
    );
    const editor = screen.getByRole("textbox", { name: "Описание" });
    await expect.element(editor).toHaveAccessibleDescription("Опыт и навыки");
    await expect.element(editor).not.toHaveAttribute("aria-invalid");
    await editor.click();
    // Moving to the toolbar is not leaving the control.
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole("button", { name: "Жирный" })).toHaveFocus();
    expect(page.getByText("Опишите требования").query()).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByText("Опишите требования")).toBeVisible();
    await expect.element(editor).toHaveAttribute("aria-invalid", "true");
    await expect.element(editor).toHaveAccessibleDescription("Опишите требования Опыт и навыки");

    const shown = await render(<Harness label="Требования" error="Обязательное поле" showError />);
    await expect
      .element(shown.getByRole("textbox", { name: "Требования" }))
      .toHaveAttribute("aria-invalid", "true");
  });

  it("moves between toolbar buttons with the arrow keys (one tab stop)", async () => {
    const screen = await render(<Harness />);
    await screen.getByRole("textbox", { name: "Описание" }).click();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole("button", { name: "Жирный" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(screen.getByRole("button", { name: "Курсив" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect.element(screen.getByRole("button", { name: "Нумерованный список" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(screen.getByRole("button", { name: "Жирный" })).toHaveFocus();
  });

  it("replaces the content when a new value comes from outside, without reporting it", async () => {
    const onChange = vi.fn();
    const props = { label: "Описание", toolbarLabels: LABELS, onChange };
    const screen = await render(<RichTextEditor {...props} value="<p>старый</p>" />);
    const editor = screen.getByRole("textbox", { name: "Описание" });
    await expect.element(editor).toHaveTextContent("старый");
    await screen.rerender(
      <RichTextEditor {...props} value="<p>Черновик <strong>восстановлен</strong></p>" />,
    );
    await expect.element(editor).toHaveTextContent("Черновик восстановлен");
    expect(editor.element().querySelector("strong")?.textContent).toBe("восстановлен");
    await screen.rerender(<RichTextEditor {...props} value="" />);
    await expect.element(editor).toHaveTextContent("");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps the cursor when the value is the editor's own echo", async () => {
    const onHtml = vi.fn();
    const screen = await render(<Harness onHtml={onHtml} />);
    await screen.getByRole("textbox", { name: "Описание" }).click();
    await userEvent.keyboard("абв{ArrowLeft}{ArrowLeft}г");
    await expect.poll(() => lastCall(onHtml)).toBe("<p>агбв</p>");
  });

  it("is read-only and its buttons are disabled when disabled", async () => {
    const screen = await render(<Harness initial="<p>текст</p>" disabled />);
    const editor = screen.getByRole("textbox", { name: "Описание" });
    await expect.element(editor).toHaveAttribute("contenteditable", "false");
    await expect.element(editor).toHaveAttribute("aria-disabled", "true");
    await expect.element(screen.getByRole("button", { name: "Жирный" })).toBeDisabled();
  });
});
