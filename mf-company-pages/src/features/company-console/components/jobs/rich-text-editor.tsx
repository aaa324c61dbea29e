import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Only what the API's description sanitiser keeps (api/src/jobs/sanitize-description.ts: paragraphs,
 * h3/h4, lists, bold, italic): what is typed is what is stored. No links: a link in an ad breaks
 * the advertising rules (the pre-check's `link_in_text`), and no line breaks, which the sanitiser
 * drops (Enter makes a paragraph).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    hardBreak: false,
  }),
];

/** The editor's HTML, '' when nothing is typed (an empty editor holds an empty paragraph). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The ad's language, when it is not the page's (screen readers, spell checking). */
  lang?: string | undefined;
}

/** The job description's rich-text field: a small toolbar over a TipTap (ProseMirror) editor. */
export function RichTextEditor({ id, value, onChange, onBlur, labelId, describedBy, invalid = false, lang }: RichTextEditorProps) {
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(lang ? { lang } : {}),
    class: 'rk-rich-text__content',
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: { attributes },
    // The console is rendered in the browser only; this keeps a server render (none today) safe.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // Attributes that change with the form (the error, the language) are kept on the editable element.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  // A value set from outside (the saved job taken after a conflict) replaces the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rk-rich-text" data-invalid={invalid || undefined}>
      <Toolbar editor={editor} controls={id} />
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Until the editor starts: the same box, so nothing moves.
        <div className="rk-rich-text__content rk-rich-text__content--loading" aria-hidden="true" />
      )}
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor | null; controls: string }) {
  const { t } = useTranslation('companyPages');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            heading: current.isActive('heading', { level: 3 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const chain = () => editor!.chain().focus();
  const button = (name: string, label: string, pressed: boolean | undefined, run: () => void, icon: ReactNode, disabled = false) => (
    <button
      key={name}
      type="button"
      className="rk-rich-text__button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={!editor || disabled}
      // The editor keeps its selection: a press does not take the focus away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );
  const label = (key: string) => t(`console.jobs.editor.toolbar.${key}`);
  return (
    <div className="rk-rich-text__toolbar" role="toolbar" aria-label={label('label')} aria-controls={controls}>
      {button('bold', label('bold'), active?.bold ?? false, () => chain().toggleBold().run(), <b aria-hidden="true">B</b>)}
      {button('italic', label('italic'), active?.italic ?? false, () => chain().toggleItalic().run(), <i aria-hidden="true">I</i>)}
      {button(
        'heading',
        label('heading'),
        active?.heading ?? false,
        () => chain().toggleHeading({ level: 3 }).run(),
        <span aria-hidden="true">H</span>,
      )}
      {button(
        'bulletList',
        label('bulletList'),
        active?.bulletList ?? false,
        () => chain().toggleBulletList().run(),
        <span aria-hidden="true">•</span>,
      )}
      {button(
        'orderedList',
        label('orderedList'),
        active?.orderedList ?? false,
        () => chain().toggleOrderedList().run(),
        <span aria-hidden="true">1.</span>,
      )}
      {button('undo', label('undo'), undefined, () => chain().undo().run(), <span aria-hidden="true">↶</span>, !active?.canUndo)}
      {button('redo', label('redo'), undefined, () => chain().redo().run(), <span aria-hidden="true">↷</span>, !active?.canRedo)}
    </div>
  );
}
