// The one rich-text editor: PrimeReact's Editor (Quill) with its toolbar's drop-down pickers
// named. Quill draws each picker as a role="button" span with no name, so a screen reader
// would announce five unnamed buttons; the names follow the language.
import './shared-locales.ts'
import { Editor, type EditorProps } from 'primereact/editor'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/** Quill's pickers in PrimeReact's default toolbar. */
const PICKERS = ['header', 'font', 'size', 'color', 'background', 'align'] as const

interface QuillLike {
  getModule(name: 'toolbar'): { container: HTMLElement } | undefined
}

export function RichTextEditor({ onLoad, ...props }: EditorProps) {
  const { t } = useTranslation('shared')
  const toolbar = useRef<HTMLElement | null>(null)

  const namePickers = () => {
    for (const kind of PICKERS) {
      const label = toolbar.current?.querySelector(`.ql-picker.ql-${kind} .ql-picker-label`)
      label?.setAttribute('aria-label', t(`editor.${kind}`))
    }
  }

  // Names again when the language changes.
  useEffect(namePickers, [t])

  return (
    <Editor
      {...props}
      onLoad={(quill: QuillLike) => {
        toolbar.current = quill.getModule('toolbar')?.container ?? null
        namePickers()
        onLoad?.(quill)
      }}
    />
  )
}
