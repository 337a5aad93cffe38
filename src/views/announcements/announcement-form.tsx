// Create and edit an announcement (createAnn, editAnn): title, rich-text body (PrimeReact
// Editor: Quill is loaded only here), publish window, external link, cover, popup/carousel.
import 'quill/dist/quill.snow.css'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Calendar } from 'primereact/calendar'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import type { AnnouncementInput } from '../../../contract/announcements.schema.ts'
import { announcementFormMachine } from '../../machines/announcements/announcement-form.machine.ts'
import { appNow } from '../../browser/app-clock.ts'
import {
  createAnnouncement,
  editAnnouncement,
  getAnnouncementDetail,
} from '../../services/announcements.api.ts'
import '../messages/messages.css'
import './announcements.css'

const liveFormMachine = announcementFormMachine.provide({
  actors: {
    load: fromPromise(({ input, signal }) => getAnnouncementDetail(input.infoId, signal)),
    save: fromPromise(({ input, signal }) =>
      input.infoId
        ? editAnnouncement(input.infoId, input.values, signal)
        : createAnnouncement(input.values, signal),
    ),
  },
})

const STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const

export function AnnouncementForm({ infoId }: { infoId: string | undefined }) {
  const { t } = useTranslation('announcements')
  const [, navigate] = useLocation()
  const [now] = useState(() => appNow())
  const actor = useActorRef(liveFormMachine, { input: infoId ? { infoId, now } : { now } })
  const values = useSelector(actor, (s) => s.context.values)
  const errors = useSelector(actor, (s) => s.context.errors)
  const failure = useSelector(actor, (s) => s.context.failure)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const loadFailed = useSelector(actor, (s) => s.hasTag('failed'))
  const saving = useSelector(actor, (s) => s.hasTag('saving'))
  const saved = useSelector(actor, (s) => s.hasTag('saved'))
  const ids = {
    title: useId(),
    body: useId(),
    status: useId(),
    start: useId(),
    end: useId(),
    url: useId(),
    cover: useId(),
    popup: useId(),
    carousel: useId(),
    sort: useId(),
  }

  useEffect(() => {
    if (saved) navigate('/announcement-management/announcementList')
  }, [saved, navigate])

  const change = (v: Partial<AnnouncementInput>) => actor.send({ type: 'form.change', values: v })
  const err = (field: keyof AnnouncementInput, id: string) =>
    errors[field] ? (
      <small id={`${id}-error`} className="field-error" role="alert">
        {t(`form.errors.${errors[field]}`, { defaultValue: t('form.errors.invalid') })}
      </small>
    ) : null
  const described = (field: keyof AnnouncementInput, id: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}

  const title = infoId ? t('form.editTitle') : t('form.createTitle')
  if (loadFailed) {
    return (
      <section className="page-card">
        <h1>{title}</h1>
        <p className="field-error" role="alert">
          {t('form.loadFailed', { message: failure })}
        </p>
        <Button label={t('form.retry')} onClick={() => actor.send({ type: 'form.retry' })} />
      </section>
    )
  }
  if (loading) return <p className="page-card">{t('form.editorLoading')}</p>

  return (
    <section className="page-card" aria-labelledby="announcement-form-title">
      <div className="page-card__head">
        <h1 id="announcement-form-title">{title}</h1>
      </div>
      <form
        className="announcement-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'form.submit' })
        }}
      >
        <div>
          <label htmlFor={ids.title}>{t('form.fields.title')}</label>
          <InputText
            id={ids.title}
            value={values.title}
            maxLength={200}
            invalid={Boolean(errors.title)}
            {...described('title', ids.title)}
            onChange={(e) => change({ title: e.target.value })}
          />
          {err('title', ids.title)}
        </div>
        <div>
          <span id={ids.body} className="announcement-form__label">
            <label htmlFor={`${ids.body}-editor`}>{t('form.fields.body')}</label>
          </span>
          <RichTextEditor
            id={`${ids.body}-editor`}
            className="announcement-editor"
            value={values.body}
            aria-labelledby={ids.body}
            {...described('body', ids.body)}
            onTextChange={(e) => change({ body: e.htmlValue ?? '' })}
          />
          {err('body', ids.body)}
        </div>
        <div className="announcement-form__row">
          <div>
            <label htmlFor={ids.start}>{t('form.fields.publishStartAt')}</label>
            <Calendar
              inputId={ids.start}
              value={values.publishStartAt ? new Date(values.publishStartAt) : null}
              showTime
              hourFormat="24"
              showIcon
              invalid={Boolean(errors.publishStartAt)}
              onChange={(e) =>
                change({ publishStartAt: e.value instanceof Date ? e.value.toISOString() : '' })
              }
            />
            {err('publishStartAt', ids.start)}
          </div>
          <div>
            <label htmlFor={ids.end}>{t('form.fields.publishEndAt')}</label>
            <Calendar
              inputId={ids.end}
              value={values.publishEndAt ? new Date(values.publishEndAt) : null}
              showTime
              hourFormat="24"
              showIcon
              invalid={Boolean(errors.publishEndAt)}
              onChange={(e) => change({ publishEndAt: e.value instanceof Date ? e.value.toISOString() : '' })}
            />
            {err('publishEndAt', ids.end)}
          </div>
          <div>
            <label htmlFor={ids.status}>{t('form.fields.status')}</label>
            <Dropdown
              inputId={ids.status}
              value={values.status}
              options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              onChange={(e) => change({ status: e.value })}
            />
            {err('status', ids.status)}
          </div>
        </div>
        <div className="announcement-form__row">
          <div>
            <label htmlFor={ids.url}>{t('form.fields.popUpViewWebUrl')}</label>
            <InputText
              id={ids.url}
              type="url"
              value={values.popUpViewWebUrl ?? ''}
              placeholder="https://"
              invalid={Boolean(errors.popUpViewWebUrl)}
              {...described('popUpViewWebUrl', ids.url)}
              onChange={(e) => change({ popUpViewWebUrl: e.target.value })}
            />
            <p className="announcement-form__hint">{t('form.hints.popUpViewWebUrl')}</p>
            {err('popUpViewWebUrl', ids.url)}
          </div>
          <div>
            <label htmlFor={ids.cover}>{t('form.fields.coverUrl')}</label>
            <InputText
              id={ids.cover}
              value={values.coverUrl ?? ''}
              invalid={Boolean(errors.coverUrl)}
              {...described('coverUrl', ids.cover)}
              onChange={(e) => change({ coverUrl: e.target.value })}
            />
            <p className="announcement-form__hint">{t('form.hints.coverUrl')}</p>
            {err('coverUrl', ids.cover)}
          </div>
        </div>
        <div className="announcement-form__row">
          <div className="announcement-form__check">
            <Checkbox
              inputId={ids.popup}
              checked={values.isPopup === 1}
              onChange={(e) => change({ isPopup: e.checked ? 1 : 0 })}
            />
            <label htmlFor={ids.popup}>{t('form.fields.isPopup')}</label>
          </div>
          <div className="announcement-form__check">
            <Checkbox
              inputId={ids.carousel}
              checked={values.inCarousel === 1}
              onChange={(e) => change({ inCarousel: e.checked ? 1 : 0 })}
            />
            <label htmlFor={ids.carousel}>{t('form.fields.inCarousel')}</label>
          </div>
          <div>
            <label htmlFor={ids.sort}>{t('form.fields.sort')}</label>
            <InputNumber
              inputId={ids.sort}
              value={values.sort ?? 0}
              min={0}
              max={9999}
              onValueChange={(e) => change({ sort: e.value ?? 0 })}
            />
          </div>
        </div>
        {failure && (
          <p className="field-error" role="alert">
            {t('form.saveFailed', { message: failure })}
          </p>
        )}
        <div className="announcement-form__actions">
          <Button type="submit" label={saving ? t('form.saving') : t('form.save')} disabled={saving} />
          <Button
            type="button"
            label={t('form.cancel')}
            outlined
            onClick={() => navigate('/announcement-management/announcementList')}
          />
        </div>
      </form>
    </section>
  )
}
