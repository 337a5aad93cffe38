// The dialog of the step the repair machine has open: a confirmation, plus what the step
// needs (staff member, reason, lines, result). Checked by the machine before it is sent; a
// failure shows in the dialog with retry.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { MAX_REPAIR_REASON_LENGTH, MAX_REPAIR_RESULT_LENGTH } from '../../../contract/repair.constants.ts'
import type { RepairDetail, RepairStaffMember } from '../../../contract/repair.schema.ts'
import type { repairMachine } from '../../machines/repair/repair.machine.ts'
import { type RepairStepInput, stepNeeds } from '../../machines/repair/repair-step-form.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { RepairItemsEditor } from './repair-items-editor.tsx'

type JobRef = ActorRefFrom<typeof repairMachine>

/** The draft a step starts from: a finish starts from the quoted lines. */
function initialInput(job: RepairDetail | undefined): RepairStepInput {
  return {
    assigneeUserLoginId: job?.assigneeUserLoginId ?? '',
    reason: '',
    result: '',
    items: (job?.items ?? []).map(({ kind, name, unitPrice, quantity }) => ({
      kind,
      name,
      unitPrice,
      quantity,
    })),
  }
}

export function RepairStepDialog({ jobRef, staff }: { jobRef: JobRef; staff: RepairStaffMember[] }) {
  const step = useSelector(jobRef, (s) => (s.hasTag('dialog') ? s.context.step : undefined))
  const job = useSelector(jobRef, (s) => s.context.job)
  if (!step) return null
  // A new draft for every opened step.
  return <StepDialog key={`${step}-${job?.version}`} jobRef={jobRef} staff={staff} job={job} />
}

function StepDialog({
  jobRef,
  staff,
  job,
}: {
  jobRef: JobRef
  staff: RepairStaffMember[]
  job: RepairDetail | undefined
}) {
  const { t } = useTranslation('repair')
  const { t: ts } = useTranslation('shared')
  const fieldMessage = useFieldMessage('repair')
  const step = useSelector(jobRef, (s) => s.context.step)
  const problems = useSelector(jobRef, (s) => s.context.problems)
  const error = useSelector(jobRef, (s) => s.context.error)
  const busy = useSelector(jobRef, (s) => s.hasTag('busy'))
  const failed = useSelector(jobRef, (s) => s.hasTag('error'))
  const [input, setInput] = useState<RepairStepInput>(() => initialInput(job))
  if (!step) return null
  const needs = stepNeeds(step)
  const message = (field: string) => fieldMessage(problems[field])
  const cancel = () => jobRef.send({ type: 'step.cancel' })
  const danger = step === 'repair.rejected' || step === 'repair.cancelled' || step === 'repair.quoteRefused'
  const title = t(`steps.${step}`)
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={ts('actions.cancel')} outlined onClick={cancel} disabled={busy} />
      {failed ? (
        <Button
          type="button"
          label={ts('actions.retry')}
          onClick={() => jobRef.send({ type: 'step.retry' })}
        />
      ) : (
        <Button
          type="button"
          label={title}
          severity={danger ? 'danger' : undefined}
          loading={busy}
          onClick={() => jobRef.send({ type: 'step.submit', input })}
        />
      )}
    </div>
  )
  return (
    <Dialog
      header={title}
      visible
      onHide={cancel}
      footer={footer}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
    >
      <p>{t(`stepConfirm.${step}`, { no: job?.repairNo ?? '' })}</p>
      <ErrorNotice error={failed ? error : undefined} />
      {needs.assignee && (
        <FormField
          id="repair-step-assignee"
          label={t('fields.assigneeChoice')}
          error={message('assigneeUserLoginId')}
        >
          <Dropdown
            value={input.assigneeUserLoginId}
            placeholder={t('detail.chooseStaff')}
            emptyMessage={t('detail.noStaff')}
            options={staff
              .filter((s) => s.enabled === 1)
              .map((s) => ({ label: `${s.name} (${s.username})`, value: s.userLoginId }))}
            onChange={(e) => setInput({ ...input, assigneeUserLoginId: e.value })}
          />
        </FormField>
      )}
      {needs.reason && (
        <FormField
          id="repair-step-reason"
          label={t('fields.reason')}
          error={message('reason')}
          counter={{ length: (input.reason ?? '').length, max: MAX_REPAIR_REASON_LENGTH }}
        >
          <InputTextarea
            rows={3}
            value={input.reason}
            onChange={(e) => setInput({ ...input, reason: e.target.value })}
          />
        </FormField>
      )}
      {needs.items && (
        <RepairItemsEditor
          items={input.items ?? []}
          onChange={(items) => setInput({ ...input, items })}
          message={message}
        />
      )}
      {needs.result && (
        <FormField
          id="repair-step-result"
          label={t('fields.result')}
          error={message('result')}
          counter={{ length: (input.result ?? '').length, max: MAX_REPAIR_RESULT_LENGTH }}
        >
          <InputTextarea
            rows={3}
            value={input.result}
            onChange={(e) => setInput({ ...input, result: e.target.value })}
          />
        </FormField>
      )}
    </Dialog>
  )
}
