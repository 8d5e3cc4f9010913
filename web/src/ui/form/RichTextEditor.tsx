import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertPhotoIcon from '@mui/icons-material/InsertPhoto';
import LinkIcon from '@mui/icons-material/Link';
import Looks3Icon from '@mui/icons-material/Looks3';
import LooksTwoIcon from '@mui/icons-material/LooksTwo';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UrlDialog } from './UrlDialog';

/**
 * The Tiptap editor behind RichTextField, in its own module so that it (and ProseMirror) is loaded only
 * by forms that have rich text. Value in and out is HTML; an empty document is ''.
 */
export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  error?: boolean;
  minHeight?: number;
  describedBy?: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

/**
 * The document as stored: '' when empty, and without the empty paragraphs the editor keeps at the end
 * (so the cursor can always get below a final heading or picture) which are no content.
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToggleButton
      value={label}
      size="small"
      selected={Boolean(active)}
      disabled={disabled}
      aria-label={label}
      title={label}
      // Keep the editor's selection: a mouse-down on the button would otherwise take the focus away.
      onMouseDown={(event) => event.preventDefault()}
      onChange={onClick}
      sx={{ border: 0, borderRadius: 1 }}
    >
      {children}
    </ToggleButton>
  );
}

export default function RichTextEditor({ id, label, value, disabled, error, minHeight = 180, describedBy, onChange, onBlur }: RichTextEditorProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'link' | 'image' | undefined>();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      Image,
    ],
    content: value || '',
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur(),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  // The form changed the value itself (reset, another language loaded): show it.
  useEffect(() => {
    // A destroyed editor (the field unmounted meanwhile) has no schema left to serialise.
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const chain = () => editor!.chain().focus();
  const off = disabled || !editor;

  const applyLink = (url: string) => {
    setDialog(undefined);
    if (!editor) return;
    if (!url) {
      chain().extendMarkRange('link').unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  const applyImage = (url: string) => {
    setDialog(undefined);
    if (editor && url) chain().setImage({ src: url }).run();
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        role="toolbar"
        aria-label={t('common.form.editorToolbar')}
      >
        <ToolButton label={t('common.form.bold')} active={state?.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton label={t('common.form.italic')} active={state?.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        <ToolButton label={t('common.form.heading2')} active={state?.h2} disabled={off} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <LooksTwoIcon fontSize="small" />
        </ToolButton>
        <ToolButton label={t('common.form.heading3')} active={state?.h3} disabled={off} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Looks3Icon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        <ToolButton label={t('common.form.bulletList')} active={state?.bullet} disabled={off} onClick={() => chain().toggleBulletList().run()}>
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <ToolButton label={t('common.form.orderedList')} active={state?.ordered} disabled={off} onClick={() => chain().toggleOrderedList().run()}>
          <FormatListNumberedIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        <ToolButton label={t('common.form.link')} active={state?.link} disabled={off} onClick={() => setDialog('link')}>
          <LinkIcon fontSize="small" />
        </ToolButton>
        <ToolButton label={t('common.form.imageByUrl')} disabled={off} onClick={() => setDialog('image')}>
          <InsertPhotoIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        <ToolButton label={t('common.form.undo')} disabled={off || !state?.canUndo} onClick={() => chain().undo().run()}>
          <UndoIcon fontSize="small" />
        </ToolButton>
        <ToolButton label={t('common.form.redo')} disabled={off || !state?.canRedo} onClick={() => chain().redo().run()}>
          <RedoIcon fontSize="small" />
        </ToolButton>
      </Stack>
      <Box
        sx={{
          px: 1.5,
          '& .ProseMirror': { minHeight, py: 1, outline: 'none' },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
          '& .ProseMirror p': { my: 1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <UrlDialog
        open={dialog === 'link'}
        titleId="common.form.link"
        initialUrl={state?.href ?? ''}
        allowEmpty
        onCancel={() => setDialog(undefined)}
        onSubmit={applyLink}
      />
      <UrlDialog open={dialog === 'image'} titleId="common.form.imageByUrl" onCancel={() => setDialog(undefined)} onSubmit={applyImage} />
    </Box>
  );
}
