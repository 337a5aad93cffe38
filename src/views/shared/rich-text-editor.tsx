// The one rich-text editor: PrimeReact's Editor (Quill) with its toolbar in the interface
// language. Quill writes the pickers' texts ("Normal", "Sans Serif") and its link tooltip
// ("Visit URL:", "Edit") from CSS `content`, and PrimeReact names its buttons in English; so
// the pickers' items get a translated data-label (Quill's stylesheet shows data-label when
// present), the tooltip texts come through CSS custom properties (rich-text-editor.css), and
// every control gets a translated accessible name. All of it again when the language changes.
import './rich-text-editor.css'
import { Editor, type EditorProps } from 'primereact/editor'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Quill's pickers in PrimeReact's default toolbar. */
const PICKERS = ['header', 'font', 'size', 'color', 'background', 'align'] as const
/** The pickers whose items show text, with the key of their default (valueless) item. */
const TEXT_PICKERS = { header: '0', font: 'default' } as const
/** PrimeReact's toolbar buttons: selector → key under editor.buttons. */
const BUTTONS: Record<string, string> = {
  '.ql-bold': 'bold',
  '.ql-italic': 'italic',
  '.ql-underline': 'underline',
  '.ql-list[value="ordered"]': 'ordered',
  '.ql-list[value="bullet"]': 'bullet',
  '.ql-link': 'link',
  '.ql-image': 'image',
  '.ql-code-block': 'codeBlock',
  '.ql-clean': 'clean',
}
const TOOLTIP = ['visitUrl', 'edit', 'remove', 'save', 'enterLink'] as const

interface QuillLike {
  getModule(name: 'toolbar'): { container: HTMLElement } | undefined
  /** The editable area (.ql-editor). */
  root: HTMLElement
}

/**
 * `aria-labelledby`, `aria-describedby` and `aria-invalid` (given by FormField) name and describe
 * the editable area, a multi-line textbox: on PrimeReact's container, a generic div, a name is
 * not allowed (axe: aria-prohibited-attr) and reaches no assistive technology.
 */
export function RichTextEditor({
  onLoad,
  style,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: EditorProps) {
  const { t } = useTranslation('shared')
  const toolbar = useRef<HTMLElement | null>(null)
  const editable = useRef<HTMLElement | null>(null)
  // Quill builds its pickers a render before PrimeReact calls onLoad: until they are named and
  // translated, the toolbar stays hidden (no flash of English texts, no unnamed control).
  const [localized, setLocalized] = useState(false)

  const localizeToolbar = () => {
    const bar = toolbar.current
    if (!bar) return
    for (const kind of PICKERS) {
      bar
        .querySelector(`.ql-picker.ql-${kind} .ql-picker-label`)
        ?.setAttribute('aria-label', t(`editor.${kind}`))
    }
    for (const [kind, fallback] of Object.entries(TEXT_PICKERS)) {
      const picker = bar.querySelector(`.ql-picker.ql-${kind}`)
      if (!picker) continue
      for (const item of picker.querySelectorAll('.ql-picker-item')) {
        item.setAttribute(
          'data-label',
          t(`editor.options.${kind}.${item.getAttribute('data-value') ?? fallback}`),
        )
      }
      // Quill copies the chosen item's data-label to the label only when the choice changes.
      const chosen =
        picker.querySelector('.ql-picker-item.ql-selected') ?? picker.querySelector('.ql-picker-item')
      const label = picker.querySelector('.ql-picker-label')
      const text = chosen?.getAttribute('data-label')
      if (label && text) label.setAttribute('data-label', text)
    }
    for (const [selector, key] of Object.entries(BUTTONS)) {
      bar.querySelector(`button${selector}`)?.setAttribute('aria-label', t(`editor.buttons.${key}`))
    }
  }

  // Again when the language changes.
  useEffect(localizeToolbar, [t])

  const describeEditable = () => {
    const area = editable.current
    if (!area) return
    area.setAttribute('role', 'textbox')
    area.setAttribute('aria-multiline', 'true')
    const attributes = {
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
      'aria-invalid': invalid,
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === false) area.removeAttribute(name)
      else area.setAttribute(name, String(value))
    }
  }
  // Again when the field's error comes or goes.
  useEffect(describeEditable, [labelledBy, describedBy, invalid])

  // The link tooltip's texts, read by rich-text-editor.css as CSS strings.
  const tooltipTexts = Object.fromEntries(
    TOOLTIP.map((key) => [`--ql-${key}`, JSON.stringify(t(`editor.tooltip.${key}`))]),
  ) as CSSProperties

  return (
    <Editor
      {...props}
      className={localized ? className : `${className ?? ''} rich-text-editor--starting`}
      style={{ ...tooltipTexts, ...style }}
      onLoad={(quill: QuillLike) => {
        toolbar.current = quill.getModule('toolbar')?.container ?? null
        editable.current = quill.root
        localizeToolbar()
        describeEditable()
        setLocalized(true)
        onLoad?.(quill)
      }}
    />
  )
}
