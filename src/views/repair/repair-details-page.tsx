// A repair job (repairDetails?repairId=…): the ticket (printable), the fault images, the
// steps the lifecycle allows from the job's status (the repair machine decides; staff get
// their work steps only), and the timeline. A step the server refuses as illegal or stale
// reloads the job and says why. No id, or a job that is not the caller's, shows "not found".
import './repair-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { repairLifecycle } from '../../../contract/lifecycles/repair.lifecycle.ts'
import { offeredSteps } from '../../machines/repair/repair.machine.ts'
import { getRepairStaffList } from '../../services/repair.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { PrintButton } from '../shared/print-sheet.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { RepairStepDialog } from './repair-step-dialog.tsx'
import { RepairTicket } from './repair-ticket.tsx'
import { RecordHistorySection } from '../shared/record-history-section.tsx'
import { RepairTimeline } from './repair-timeline.tsx'
import { useRepairJob } from './use-repair-job.ts'
import { useIsRepairStaff } from './use-repair-role.ts'
import '../shared/list-pattern.css'
import '../shared/card-title.css'
import './repair.css'
import { pathTo } from '../../routes/paths.ts'

const LIST = pathTo('repairList')

export default function RepairDetailsPage() {
  const { t } = useTranslation('repair')
  const repairId = recordIdParam(useSearch(), 'repairId')
  if (repairId === undefined) return <RecordNotFound title={t('detail.title')} backTo={LIST} />
  return <RepairJobView key={repairId} repairId={repairId} />
}

function RepairJobView({ repairId }: { repairId: number }) {
  const { t } = useTranslation('repair')
  const staffOnly = useIsRepairStaff()
  const jobRef = useRepairJob(repairId, staffOnly)
  const job = useSelector(jobRef, (s) => s.context.job)
  const loadError = useSelector(jobRef, (s) => (s.matches('loadFailed') ? s.context.error : undefined))
  const conflict = useSelector(jobRef, (s) => s.context.conflict)
  const steps = useSelector(jobRef, (s) => (s.hasTag('ready') ? offeredSteps(s) : []))
  const staff = useLoad(useCallback((signal: AbortSignal) => getRepairStaffList(signal), []))
  const staffList = staff.data?.list ?? []

  const retry = () => jobRef.send({ type: 'job.retry' })
  return (
    <RecordFrame title={t('detail.title')} backTo={LIST} loaded={{ data: job, error: loadError, retry }}>
      {(job) => (
        <section className="page" aria-labelledby="repair-title">
          <DetailHeader
            titleId="repair-title"
            title={t('detail.title')}
            subject={job.repairNo}
            backTo={LIST}
          />
          <ErrorNotice error={loadError} onRetry={retry} />
          {conflict && <ErrorNotice text={`${conflict.message} ${t('detail.reloaded')}`} />}
          <fieldset className="card repair-steps" aria-label={t('detail.steps')}>
            <Tag value={t(`status.${job.status}`)} />
            {steps.map((step) => (
              <Button
                key={step}
                type="button"
                label={t(`steps.${step}`)}
                severity={step === 'repair.rejected' || step === 'repair.cancelled' ? 'danger' : undefined}
                outlined={step === 'repair.rejected' || step === 'repair.cancelled'}
                onClick={() => jobRef.send({ type: step })}
              />
            ))}
            {steps.length === 0 && (
              <span>
                {staffOnly && !repairLifecycle.terminal.includes(job.status)
                  ? t('detail.noStaffSteps')
                  : t('detail.noSteps')}
              </span>
            )}
            <PrintButton label={t('detail.printTicket')} />
          </fieldset>
          <RepairTicket job={job} />
          <section className="card" aria-labelledby="repair-images-title">
            <h2 id="repair-images-title" className="card-title">
              {t('fields.images')}
            </h2>
            {job.images.length === 0 ? (
              <p>{t('fields.noImages')}</p>
            ) : (
              <div className="repair-images">
                {job.images.map((src, i) => (
                  <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                    <img src={src} alt={t('fields.imageAlt', { n: i + 1 })} />
                  </a>
                ))}
              </div>
            )}
          </section>
          <RepairTimeline history={job.history} staff={staffList} />
          <RecordHistorySection
            subjectType="repair"
            subjectId={String(job.repairId)}
            refreshKey={job.version}
          />
          <RepairStepDialog jobRef={jobRef} staff={staffList} />
        </section>
      )}
    </RecordFrame>
  )
}
