import type { Editor } from "@tiptap/core";
import { Bold } from "@tiptap/extension-bold";
import { BulletList } from "@tiptap/extension-bullet-list";
import { Document } from "@tiptap/extension-document";
import { Italic } from "@tiptap/extension-italic";
import { ListItem } from "@tiptap/extension-list-item";
import { OrderedList } from "@tiptap/extension-ordered-list";
import { Paragraph } from "@tiptap/extension-paragraph";
import { Text } from "@tiptap/extension-text";
import { Placeholder, UndoRedo } from "@tiptap/extensions";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { IconButton } from "../button/button";
import { FieldShell, useField } from "../field/field";
import { nextRovingIndex, useRovingItems } from "../lib/roving";
import { BoldIcon, BulletListIcon, ItalicIcon, OrderedListIcon } from "./icons";

/** Accessible names of the toolbar and its buttons (the package carries no copy of its own). */
export type RichTextEditorToolbarLabels = {
  /** The toolbar's `aria-label`, e.g. «Форматирование». */
  toolbar: string;
  /** e.g. «Жирный». */
  bold: string;
  /** e.g. «Курсив». */
  italic: string;
  /** e.g. «Маркированный список». */
  bulletList: string;
  /** e.g. «Нумерованный список». */
  orderedList: string;
};

export type RichTextEditorProps = {
  /** Visible label; the editable area is labelled by it (`aria-labelledby`). */
  label: string;
  /** The content as HTML; "" when empty. */
  value: string;
  /** Called with the new HTML on every edit by the user; "" when the document is empty. */
  onChange: (html: string) => void;
  /** Called when focus leaves the whole control (editable area and toolbar). */
  onBlur?: () => void;
  /** The validation message; shown after the user left the control once, or when `showError`. */
  error?: string;
  /**
   * Whether the error may be shown. Undefined means "after the user has left the control
   * once", as in `TextField`. Pass `true` after a submit attempt.
   */
  showError?: boolean;
  /** Helper text under the control. */
  hint?: string;
  /** Id of the editable area (generated when absent); the label, hint and error ids derive from it. */
  id?: string;
  disabled?: boolean;
  /** Adds `aria-required` to the editable area. */
  required?: boolean;
  toolbarLabels: RichTextEditorToolbarLabels;
  /** Shown in the empty editor (and given to screen readers as `aria-placeholder`). */
  placeholder?: string;
  /** Class of the outer field wrapper. */
  className?: string;
};

type ToolName = "bold" | "italic" | "bulletList" | "orderedList";

type Tool = { name: ToolName; icon: ReactNode; run: (editor: Editor) => boolean };

const TOOLS: readonly Tool[] = [
  { name: "bold", icon: <BoldIcon />, run: (editor) => editor.chain().focus().toggleBold().run() },
  { name: "italic", icon: <ItalicIcon />, run: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    name: "bulletList",
    icon: <BulletListIcon />,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: "orderedList",
    icon: <OrderedListIcon />,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

const NOTHING_ACTIVE: Record<ToolName, boolean> = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
};

/** The editor's content as the component reports it: "" for a document with no text. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

/** ProseMirror writes every attribute it is given, `undefined` as the string "undefined". */
function definedOnly(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * A small rich text field for vacancy texts: paragraphs, bold, italic, bulleted and numbered
 * lists, and nothing else — the schema has no other nodes or marks, so pasted headings, links,
 * images and scripts come in as plain paragraphs and text. Label, hint and error follow
 * `TextField`'s rules. The value is HTML; an empty document is "".
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  showError,
  hint,
  id,
  disabled,
  required,
  toolbarLabels,
  placeholder,
  className,
}: RichTextEditorProps) {
  const { ids, shell, control, errorVisible, markTouched } = useField({
    id,
    label,
    hint,
    error,
    showError,
    required,
    disabled,
  });

  // The editor registers its callbacks once, so they read the latest props through refs.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const placeholderRef = useRef(placeholder);
  placeholderRef.current = placeholder;

  const [extensions] = useState(() => [
    Document,
    Paragraph,
    Text,
    Bold,
    Italic,
    BulletList,
    OrderedList,
    ListItem,
    UndoRedo,
    Placeholder.configure({ placeholder: () => placeholderRef.current ?? "" }),
  ]);

  const describedBy = control["aria-describedby"];
  const attributes = useMemo(
    () =>
      definedOnly({
        id: ids.controlId,
        class: "rb-rte__content",
        "aria-multiline": "true",
        "aria-labelledby": ids.labelId,
        "aria-describedby": describedBy,
        "aria-invalid": errorVisible ? "true" : undefined,
        "aria-required": required ? "true" : undefined,
        "aria-disabled": disabled ? "true" : undefined,
        "aria-placeholder": placeholder || undefined,
      }),
    [ids.controlId, ids.labelId, describedBy, errorVisible, required, disabled, placeholder],
  );
  const editorProps = useMemo(() => ({ attributes }), [attributes]);

  const [initialContent] = useState(value);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    // ProseMirror's few base rules are in rich-text-editor.css: no style tag at runtime.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });

  // A new value from outside (a restored draft, a reset) replaces the content, unless it is
  // what the editor already holds (the echo of its own onChange): then the cursor stays put.
  // The replacement is neither reported through onChange nor undoable.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === htmlOf(editor)) return;
    editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === Boolean(disabled)) {
      editor.setEditable(!disabled, false);
    }
  }, [editor, disabled]);

  const active =
    useEditorState({
      editor,
      selector: ({ editor: current }) =>
        current
          ? {
              bold: current.isActive("bold"),
              italic: current.isActive("italic"),
              bulletList: current.isActive("bulletList"),
              orderedList: current.isActive("orderedList"),
            }
          : NOTHING_ACTIVE,
    }) ?? NOTHING_ACTIVE;

  // One tab stop for the toolbar; the arrow keys, Home and End move between its buttons.
  const [focusIndex, setFocusIndex] = useState(0);
  const tools = useRovingItems<HTMLButtonElement>();
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A horizontal toolbar: only Left, Right, Home and End move; Up and Down are not its keys.
    if (event.key === "ArrowUp" || event.key === "ArrowDown") return;
    const next = nextRovingIndex(event.key, focusIndex, TOOLS.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    tools.focusItem(next);
  };

  // Leaving the control means leaving both the toolbar and the editable area.
  const onControlBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    markTouched();
    onBlur?.();
  };

  return (
    <FieldShell {...shell} labelAs="span" className={className}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to the focusout that bubbles from the toolbar and the textbox inside; the box itself takes no input. */}
      <div
        data-slot="rich-text-editor"
        data-disabled={disabled ? "" : undefined}
        className="rb-control rb-rte"
        onBlur={onControlBlur}
      >
        <div
          role="toolbar"
          aria-label={toolbarLabels.toolbar}
          aria-controls={ids.controlId}
          className="rb-rte__toolbar"
          onKeyDown={onToolbarKeyDown}
        >
          {TOOLS.map((tool, index) => (
            <IconButton
              key={tool.name}
              ref={tools.itemRef(index)}
              size="sm"
              className="rb-rte__tool"
              label={toolbarLabels[tool.name]}
              icon={tool.icon}
              aria-pressed={active[tool.name]}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={disabled || !editor}
              // The editor keeps focus and selection when a button is pressed with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (editor) tool.run(editor);
              }}
            />
          ))}
        </div>
        <EditorContent editor={editor} className="rb-rte__surface" />
      </div>
    </FieldShell>
  );
}
