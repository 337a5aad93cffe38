// Create and edit an announcement (createAnn, editAnn) on the one form pattern: useForm holds
// the draft, the checks (src/machines/announcements/announcement-form.ts) and the save; this
// component only renders. The rich-text editor (Quill) is loaded only here.
import 'quill/dist/quill.snow.css'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { AnnouncementInput } from '../../../contract/announcements.schema.ts'
import {
  announcementDraft,
  emptyAnnouncement,
  validateAnnouncement,
} from '../../machines/announcements/announcement-form.ts'
import { useAppNow } from '../../root-context.tsx'
import {
  createAnnouncement,
  editAnnouncement,
  getAnnouncementDetail,
} from '../../services/announcements.api.ts'
import { useForm } from '../shared/use-form.ts'
import { AnnouncementFormFields } from './announcement-form-fields.tsx'
import '../messages/messages.css'
import './announcements.css'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { pathTo } from '../../routes/paths.ts'

export const ANNOUNCEMENT_LIST = pathTo('announcementList')
const LIST = ANNOUNCEMENT_LIST

export function AnnouncementForm({ infoId }: { infoId: string | undefined }) {
  const { t } = useTranslation('announcements')
  const [, navigate] = useLocation()
  // The mock's fixed clock in mock builds (main.tsx injects it), else the browser's.
  const appNow = useAppNow()
  const [blank] = useState(() => (infoId ? undefined : emptyAnnouncement(appNow())))
  const form = useForm<AnnouncementInput>({
    ...(blank
      ? { values: blank }
      : { load: async (signal) => announcementDraft(await getAnnouncementDetail(infoId ?? '', signal)) }),
    validate: validateAnnouncement,
    submit: (values, signal) =>
      infoId ? editAnnouncement(infoId, values, signal) : createAnnouncement(values, signal),
    onSubmitted: () => navigate(LIST),
    ns: 'announcements',
  })

  const title = infoId ? t('form.editTitle') : t('form.createTitle')
  return (
    <RecordFrame title={title} backTo={LIST} loaded={form.loaded}>
      {() => (
        <section className="page-card" aria-labelledby="announcement-form-title">
          <div className="page-card__head">
            <h1 id="announcement-form-title">{title}</h1>
          </div>
          <form
            className="announcement-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              form.submit()
            }}
          >
            <AnnouncementFormFields form={form} />
            {form.error && <ErrorNotice text={t('form.saveFailed', { message: form.error.message })} />}
            <div className="announcement-form__actions">
              <Button
                type="submit"
                label={form.busy ? t('form.saving') : t('form.save')}
                disabled={form.busy}
              />
              <Button type="button" label={t('form.cancel')} outlined onClick={() => navigate(LIST)} />
            </div>
          </form>
        </section>
      )}
    </RecordFrame>
  )
}
