export type { RichTextEditorProps, RichTextEditorToolbarLabels } from "./rich-text-editor";
export { RichTextEditor } from "./rich-text-editor";
