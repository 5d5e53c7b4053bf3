import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './LinkDialog';
import styles from './RichTextEditor.module.css';

/**
 * A TipTap rich-text editor as an antd form control: the value is HTML. Only what the server's sanitiser keeps can be
 * written (headings, paragraphs, emphasis, lists, quotes, links), so what is saved is what the public page shows.
 */
export function RichTextEditor({ value, onChange, id, label }: { value?: string; onChange?: (html: string) => void; id?: string; label: string }) {
  const { t } = useTranslation('consoleContent');
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // The server drops code blocks' language classes and inline styles anyway; keep the toolbar honest.
        codeBlock: false,
        // No empty paragraph forced after a last heading or list: the saved HTML is what was written.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', ...(id ? { id } : {}) } },
    // An empty document is '' (not "<p></p>"), so the form's required rule sees it as empty.
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const tool = (key: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={t(`editor.${key}`)} key={key}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={t(`editor.${key}`)}
        aria-pressed={active}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className={styles.frame}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar', { field: label })}>
        {tool('bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        <Divider orientation="vertical" />
        {tool('heading2', <strong>H2</strong>, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('heading3', <strong>H3</strong>, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bulletList', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
        {tool('orderedList', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
        {tool('link', <LinkOutlined />, state.link, () => setLinkOpen(true))}
        <Divider orientation="vertical" />
        {tool('undo', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
        {tool('redo', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      </div>
      <EditorContent editor={editor} className={styles.area} />
      <LinkDialog
        open={linkOpen}
        href={state.href}
        onClose={() => setLinkOpen(false)}
        onSubmit={(href) => {
          setLinkOpen(false);
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
          else chain().extendMarkRange('link').unsetLink().run();
        }}
      />
    </div>
  );
}
