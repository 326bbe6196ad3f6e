import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

const TOOLBAR_LABELS = {
  toolbar: "Форматирование",
  bold: "Жирный",
  italic: "Курсив",
  bulletList: "Маркированный список",
  orderedList: "Нумерованный список",
};

/** The editor is controlled: the story keeps its value, as a form would. */
function Controlled({ value, onChange, ...props }: RichTextEditorProps) {
  const [html, setHtml] = useState(value);
  return (
    <RichTextEditor
      {...props}
      value={html}
      onChange={(next) => {
        setHtml(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Формы/RichTextEditor",
  component: RichTextEditor,
  args: {
    label: "Обязанности",
    value: "",
    onChange: fn(),
    toolbarLabels: TOOLBAR_LABELS,
    placeholder: "Чем предстоит заниматься сотруднику",
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: "min(40rem, 90vw)" }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Поле для текста вакансии: абзацы, жирный, курсив, маркированные и нумерованные списки — и ничего больше. Заголовки, ссылки и картинки из вставленного текста превращаются в обычные абзацы и текст. Значение — HTML, пустой документ — пустая строка. Подпись, подсказка и ошибка — как у `TextField`.\n\n**Доступность.** Редактируемая область — `role="textbox"` с `aria-multiline`, названная видимой подписью, с `aria-describedby`, `aria-invalid`, `aria-required`. Панель инструментов (`role="toolbar"`) — одна остановка Tab, стрелки ходят по кнопкам, каждая — переключатель с `aria-pressed`. Ctrl/Cmd+B, Ctrl/Cmd+I и сочетания для списков работают с клавиатуры.',
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// The play functions check what a render shows. Typing is tested in rich-text-editor.test.tsx
// with real keyboard input: the synthetic events of storybook/test reach ProseMirror's
// contenteditable unreliably.
export const Empty: Story = {
  args: { hint: "Ctrl+B — жирный, Ctrl+I — курсив." },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole("textbox", { name: "Обязанности" });
    await expect(editor).toHaveAttribute("aria-multiline", "true");
    await expect(editor).toHaveAccessibleDescription("Ctrl+B — жирный, Ctrl+I — курсив.");
    await expect(canvas.getByRole("toolbar", { name: "Форматирование" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Жирный" })).toHaveAttribute("aria-pressed", "false");
  },
};

export const WithContent: Story = {
  args: {
    label: "Описание вакансии",
    value:
      "<p>Ищем <strong>менеджера по продажам</strong> в отдел B2B, <em>опыт от года</em>.</p><ul><li><p>Работа с действующими клиентами</p></li><li><p>Поиск новых клиентов</p></li></ul><ol><li><p>Собеседование</p></li><li><p>Тестовое задание</p></li></ol>",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("менеджера по продажам").tagName).toBe("STRONG");
    await expect(canvas.getByText("опыт от года").tagName).toBe("EM");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};

export const WithError: Story = {
  args: {
    label: "Требования",
    error: "Опишите требования к кандидату",
    showError: true,
    hint: "Опыт, навыки, образование.",
  },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole("textbox", { name: "Требования" });
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAccessibleDescription(
      "Опишите требования к кандидату Опыт, навыки, образование.",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: "<p>Текст нельзя изменить.</p>" },
};

export const DarkTheme: Story = {
  ...WithContent,
  globals: { theme: "dark" },
};
