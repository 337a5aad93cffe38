// An announcement (/business-opportunities/announcementDetail?infoId=).
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { announcementDetailMachine } from '../../machines/announcements/announcement-detail.machine.ts'
import { getAnnouncementDetail } from '../../services/announcements.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../messages/messages.css'
import './announcements.css'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { pathTo } from '../../routes/paths.ts'

const liveDetailMachine = announcementDetailMachine.provide({
  actors: { load: fromPromise(({ input, signal }) => getAnnouncementDetail(input.infoId, signal)) },
})

export default function AnnouncementDetailPage() {
  const { t, i18n } = useTranslation('announcements')
  const search = useSearch()
  const [, navigate] = useLocation()
  const [infoId] = useState(() => new URLSearchParams(search).get('infoId') ?? '')
  const actor = useActorRef(liveDetailMachine, { input: { infoId } })
  const detail = useSelector(actor, (s) => s.context.detail)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const lang = i18n.resolvedLanguage ?? 'en'

  if (error) {
    const missing = error.code === ResultCode.notFound || error.code === ResultCode.invalidInput
    return (
      <section className="page-card">
        <h1>{t('detail.title')}</h1>
        <ErrorNotice
          text={missing ? t('detail.notFound') : t('detail.loadFailed', { message: error.message })}
          onRetry={missing ? undefined : () => actor.send({ type: 'detail.retry' })}
          retryLabel={t('detail.retry')}
        />
      </section>
    )
  }
  if (loading || !detail) return <p className="page-card">{t('form.editorLoading')}</p>
  return (
    <article className="page-card" aria-labelledby="announcement-title">
      <div className="page-card__head">
        <h1 id="announcement-title">{detail.title}</h1>
        <span className="announcement-list__toolbar">
          {detail.popUpViewWebUrl && (
            <a
              className="p-button p-button-sm p-button-outlined"
              href={detail.popUpViewWebUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('detail.openLink')}
            </a>
          )}
          {detail.mine && (
            <Button
              label={t('detail.edit')}
              size="small"
              onClick={() => navigate(pathTo('editAnn', { infoId: detail.infoId }))}
            />
          )}
        </span>
      </div>
      <p className="announcement-detail__meta">
        <span>{t('detail.publisher', { name: detail.publisherName })}</span>
        <span>
          {t('detail.window', {
            start: formatDateTime(detail.publishStartAt, lang),
            end: formatDateTime(detail.publishEndAt, lang),
          })}
        </span>
        {detail.mine && <span>{t('detail.clicks', { count: detail.clickCount })}</span>}
      </p>
      {detail.coverUrl && <img src={detail.coverUrl} alt="" className="announcement-popup__cover" />}
      <div
        className="announcement-body"
        data-testid="announcement-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitized on the server before it was stored
        dangerouslySetInnerHTML={{ __html: detail.body }}
      />
    </article>
  )
}
