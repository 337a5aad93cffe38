// Adds members from outside a rank or a group to it (member set page).
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { MEMBER_SET_CALLS, type MemberSetKind } from './member-set-calls.ts'
import { MemberSetKeywordFilter, MemberSetTable } from './member-set-table.tsx'

export function AddMembersDialog({
  kind,
  id,
  name,
  onClose,
  onAdded,
}: {
  kind: MemberSetKind
  id: number
  name: string
  onClose: () => void
  onAdded: () => void
}) {
  const calls = MEMBER_SET_CALLS[kind]
  const { t } = useTranslation('distribution')
  const outside = usePagedList(calls.outside, { filters: { [calls.param]: id }, pageSize: 10 })
  const [selection, setSelection] = useState<MemberItem[]>([])
  const add = useFormSubmit((v: { ids: number[] }) => calls.add(id, v.ids), onAdded)
  const footer = (
    <div className="dialog-footer">
      <Button label={t('actions.back')} outlined onClick={onClose} />
      <Button
        label={t('actions.addSelected')}
        disabled={selection.length === 0}
        loading={add.busy}
        onClick={() => add.send({ ids: selection.map((m) => m.memberId) })}
      />
    </div>
  )
  return (
    <Dialog
      header={t(`${calls.ns}.addTitle`, { name })}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(60rem, 96vw)' }}
    >
      <ErrorNotice error={add.error} />
      <MemberSetKeywordFilter list={outside} label={t(`${calls.ns}.outsideLabel`)} />
      <MemberSetTable
        list={outside}
        label={t(`${calls.ns}.outsideLabel`)}
        selection={selection}
        onSelectionChange={setSelection}
      />
    </Dialog>
  )
}
