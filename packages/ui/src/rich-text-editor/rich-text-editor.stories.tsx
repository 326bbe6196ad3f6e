import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
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
          "Поле для текста вакансии: абзацы, жирный, курсив, маркированные и нумерованные списки — и ничего больше. Заголовки, ссылки и картинки из вставленного текста превращаются в обычные абзацы и текст. Значение — HTML, пустой документ — пустая строка. Подпись, подсказка и ошибка — как у `TextField`.",
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { hint: "Ctrl+B — жирный, Ctrl+I — курсив." },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole("textbox", { name: "Обязанности" });
    await userEvent.click(editor);
    await userEvent.keyboard("Продажи");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p>Продажи</p>"));
  },
};

export const WithContent: Story = {
  args: {
    label: "Описание вакансии",
    value:
      "<p>Ищем <strong>менеджера по продажам</strong> в отдел B2B, <em>опыт от года</em>.</p><ul><li><p>Работа с действующими клиентами</p></li><li><p>Поиск новых клиентов</p></li></ul><ol><li><p>Собеседование</p></li><li><p>Тестовое задание</p></li></ol>",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("менеджера по продажам"));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Жирный" })).toHaveAttribute("aria-pressed", "true"),
    );
  },
};

export const WithError: Story = {
  args: {
    label: "Требования",
    error: "Опишите требования к кандидату",
    showError: true,
    hint: "Опыт, навыки, образование.",
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: "<p>Текст нельзя изменить.</p>" },
};

export const DarkTheme: Story = {
  ...WithContent,
  globals: { theme: "dark" },
};
