// The members of one rank or one group (rankMembers?rankId=…, groupMembers?groupId=…):
// remove the selected members, or add members from outside it. No id, a malformed id, or a
// rank or group this merchant does not have shows the shared "record not found" state.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { AddMembersDialog } from './add-members-dialog.tsx'
import { MEMBER_SET_CALLS, type MemberSetKind } from './member-set-calls.ts'
import { MemberSetKeywordFilter, MemberSetTable } from './member-set-table.tsx'
import { useLoad } from '../shared/use-load.ts'

const PAGE_TITLE = { rank: 'routes:pages.rankMembers', group: 'routes:pages.groupMembers' } as const

export function MemberSetPage({ kind }: { kind: MemberSetKind }) {
  const calls = MEMBER_SET_CALLS[kind]
  const { t } = useTranslation('distribution')
  const id = recordIdParam(useSearch(), calls.param)
  if (id === undefined) return <RecordNotFound title={t(PAGE_TITLE[kind])} backTo={calls.back} />
  return <MemberSetView key={id} kind={kind} id={id} />
}

function MemberSetView({ kind, id }: { kind: MemberSetKind; id: number }) {
  const calls = MEMBER_SET_CALLS[kind]
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const loadName = useCallback((signal: AbortSignal) => calls.loadName(id, signal), [calls, id])
  const { data: name, error, retry } = useLoad<string>(loadName)
  const inside = usePagedList(calls.inside, { filters: { [calls.param]: id } })
  const [selection, setSelection] = useState<MemberItem[]>([])
  const [dialog, setDialog] = useState<'add' | 'remove' | undefined>(undefined)
  const changed = () => {
    setDialog(undefined)
    setSelection([])
    show('success', t('members.saved'))
    inside.send({ type: 'list.refresh' })
  }
  const title = t(PAGE_TITLE[kind])

  return (
    <RecordFrame title={title} backTo={calls.back} loaded={{ data: name, error, retry }}>
      {(name) => {
        const label = t(`${calls.ns}.membersLabel`, { name })
        return (
          <section className="page" aria-labelledby="set-title">
            <header className="page-header">
              <h1 id="set-title">{label}</h1>
              <div className="row-actions">
                <Button label={t('actions.addMembers')} icon="pi pi-plus" onClick={() => setDialog('add')} />
                <Button
                  label={t('actions.removeSelected')}
                  severity="danger"
                  outlined
                  disabled={selection.length === 0}
                  onClick={() => setDialog('remove')}
                />
                <Button
                  label={t('actions.back')}
                  icon="pi pi-arrow-left"
                  text
                  onClick={() => navigate(calls.back)}
                />
              </div>
            </header>
            <MemberSetKeywordFilter list={inside} label={t(`${calls.ns}.filterLabel`)} />
            <MemberSetTable
              list={inside}
              label={label}
              selection={selection}
              onSelectionChange={setSelection}
            />
            {dialog === 'remove' && (
              <CallConfirmDialog
                title={t(`${calls.ns}.removeTitle`)}
                confirmLabel={t('actions.removeSelected')}
                danger
                call={(v: { ids: number[] }) => calls.remove(id, v.ids)}
                values={{ ids: selection.map((m) => m.memberId) }}
                onDone={changed}
                onCancel={() => setDialog(undefined)}
              >
                <p>{t(`${calls.ns}.removeMessage`, { count: selection.length, name })}</p>
              </CallConfirmDialog>
            )}
            {dialog === 'add' && (
              <AddMembersDialog
                kind={kind}
                id={id}
                name={name}
                onClose={() => setDialog(undefined)}
                onAdded={changed}
              />
            )}
          </section>
        )
      }}
    </RecordFrame>
  )
}

export function RankMembersPage() {
  return <MemberSetPage kind="rank" />
}
export function GroupMembersPage() {
  return <MemberSetPage kind="group" />
}
