// A usage tutorial (/courseDetails?id=): its title, cover, video link and body. The body is
// rich text sanitized by the server before it is sent. No, a malformed or an unknown id shows
// the one "record not found" state with a way back to the list.
import './courses-locales.ts'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { TUTORIAL_PATH } from '../../routes/route-table.ts'
import { getCourseDetail } from '../../services/courses.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import './courses.css'

export default function CourseDetailsPage() {
  const id = recordIdParam(useSearch(), 'id')
  return <CourseView key={String(id)} id={id} />
}

function CourseView({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation('courses')
  const loaded = useLoad(async (signal) => (id === undefined ? undefined : getCourseDetail(id, signal)))
  const lang = i18n.resolvedLanguage ?? 'en'
  return (
    <RecordFrame
      title={t('detail.title')}
      backTo={TUTORIAL_PATH}
      backLabel={t('detail.backToList')}
      loaded={loaded}
      missing={id === undefined}
    >
      {(data) => (
        <section className="page course-detail" aria-labelledby="course-title">
          <DetailHeader
            titleId="course-title"
            title={t('detail.title')}
            subject={data.title}
            backTo={TUTORIAL_PATH}
          />
          <article className="page-card">
            <p className="course-detail__meta">
              <span>{t('detail.publishedAt', { date: formatDateTime(data.publishedAt, lang, 'date') })}</span>
              {data.videoUrl && (
                <a href={data.videoUrl} target="_blank" rel="noopener noreferrer">
                  {t('detail.video')}
                </a>
              )}
            </p>
            {data.coverUrl && <img src={data.coverUrl} alt="" className="course-detail__cover" />}
            <div
              className="course-body"
              data-testid="course-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitized on the server before it is sent
              dangerouslySetInnerHTML={{ __html: data.body }}
            />
          </article>
        </section>
      )}
    </RecordFrame>
  )
}
