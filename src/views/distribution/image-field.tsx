// An image input: shows the current image, uploads a chosen file through avatarUpload
// (the server checks type and size), and reports the stored URL to the form.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { FieldError } from '../../machines/shared/form.machine.ts'
import { imageUploadMachine } from '../../machines/shared/image-upload.machine.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

export interface ImageFieldProps {
  label: string
  url: string
  onChange: (url: string) => void
  /** A reason from the form's own submit (e.g. notAnUpload). */
  error?: string | FieldError | undefined
}

export function ImageField({ label, url, onChange, error }: ImageFieldProps) {
  const { t } = useTranslation('distributionSetup')
  const uploadedImageSrc = useUploadedImageSrc()
  const message = useSetupFieldMessage()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const latest = useRef(onChange)
  latest.current = onChange
  const [logic] = useState(() =>
    imageUploadMachine.provide({
      actors: { upload: fromPromise(({ input, signal }) => api.avatarUpload(input.file, signal)) },
      actions: { changed: ({ context }) => latest.current(context.url) },
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
  const shown = message(reason ?? error)
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className="image-field">
        {current ? (
          <img src={uploadedImageSrc(current)} alt={label} />
        ) : (
          <span className="image-empty" role="img" aria-label={t('fields.noImage')}>
            <i className="pi pi-image" aria-hidden="true" />
          </span>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="visually-hidden-file"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
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
          icon="pi pi-upload"
          loading={busy}
          label={t('actions.chooseImage')}
          onClick={() => input.current?.click()}
        />
        {current && (
          <Button
            type="button"
            size="small"
            text
            label={t('actions.removeImage')}
            onClick={() => ref.send({ type: 'image.clear' })}
          />
        )}
      </div>
      <small className="field-hint">{t('fields.imageHint')}</small>
      {shown && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {shown}
        </small>
      )}
      <ErrorNotice error={failure} />
    </div>
  )
}
