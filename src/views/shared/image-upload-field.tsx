// One image input of a form: shows the current image, uploads a chosen file through the area's
// upload call with the shared image-upload machine (2 MB checked before sending, the type decided
// by the server) and reports the stored URL. The area passes its own texts, upload and classes.
import type { UploadResponse } from '../../../contract/uploads.schema.ts'
import { useActorRef, useSelector } from './actors.ts'
import { Button } from 'primereact/button'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { imageUploadMachine } from '../../machines/shared/image-upload.machine.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import { ErrorNotice } from './error-notice.tsx'
import { useFieldMessage } from './form-field.tsx'

/** The image types the upload calls take (the server sniffs the content). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

export interface ImageUploadTexts {
  choose: string
  /** The remove button; none without it. */
  remove?: string | undefined
  /** The accessible name of the empty preview. */
  empty?: string | undefined
  /** A hint under the field (types and size). */
  hint?: string | undefined
}

export interface ImageUploadFieldProps {
  label: string
  url: string
  onChange: (url: string) => void
  /** Sends the file; the answer's `url` becomes the value. */
  upload: (file: File, signal: AbortSignal) => Promise<UploadResponse>
  /** The area's namespace for the upload's refusals (`<ns>:validation.<reason>`). */
  ns: string
  texts: ImageUploadTexts
  /** The form's own message for the field, already translated. */
  error?: string | undefined
  /** Draws the current image (empty string: none) instead of the default preview. */
  preview?: ((url: string) => ReactNode) | undefined
  emptyIcon?: string | undefined
  chooseIcon?: string | undefined
  /** The class of the row holding preview and buttons, and of the hidden file input. */
  className?: string | undefined
  inputClassName?: string | undefined
  accept?: string | undefined
  /** A gallery's add control: no preview, no remove; with url "" it empties after each upload. */
  adds?: boolean | undefined
  disabled?: boolean | undefined
}

export function ImageUploadField({
  label,
  url,
  onChange,
  upload,
  ns,
  texts,
  error,
  preview,
  emptyIcon = 'pi pi-image',
  chooseIcon = 'pi pi-upload',
  className = 'image-field',
  inputClassName = 'visually-hidden-file',
  accept = IMAGE_ACCEPT,
  adds,
  disabled,
}: ImageUploadFieldProps) {
  const uploadedImageSrc = useUploadedImageSrc()
  const message = useFieldMessage(ns)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const latest = useRef({ onChange, upload })
  latest.current = { onChange, upload }
  const [logic] = useState(() =>
    imageUploadMachine.provide({
      actors: { upload: fromPromise(({ input, signal }) => latest.current.upload(input.file, signal)) },
      actions: { changed: ({ context }) => latest.current.onChange(context.url) },
    }),
  )
  const ref = useActorRef(logic, { input: { url } })
  const current = useSelector(ref, (s) => s.context.url)
  const reason = useSelector(ref, (s) => s.context.reason)
  const failure = useSelector(ref, (s) => s.context.error)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  useEffect(() => {
    if (url !== current) ref.send({ type: 'image.set', url })
  }, [url, current, ref])
  const shown = message(reason) ?? error
  const described = shown ? `${id}-error` : texts.hint ? `${id}-hint` : undefined
  const shownImage = preview ? (
    preview(current)
  ) : current ? (
    <img src={uploadedImageSrc(current)} alt={label} />
  ) : (
    <span className="image-empty" role="img" aria-label={texts.empty}>
      <i className={emptyIcon} aria-hidden="true" />
    </span>
  )
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className={className}>
        {!adds && shownImage}
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className={inputClassName}
          aria-invalid={shown ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) ref.send({ type: 'image.pick', file })
            e.target.value = ''
          }}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon={chooseIcon}
          loading={busy}
          disabled={disabled}
          label={texts.choose}
          onClick={() => input.current?.click()}
        />
        {!adds && current && texts.remove && (
          <Button
            type="button"
            size="small"
            text
            label={texts.remove}
            onClick={() => ref.send({ type: 'image.clear' })}
          />
        )}
      </div>
      {texts.hint && (
        <small id={`${id}-hint`} className="field-hint">
          {texts.hint}
        </small>
      )}
      {shown && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {shown}
        </small>
      )}
      <ErrorNotice error={failure} />
    </div>
  )
}
