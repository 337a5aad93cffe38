// Ranks (SPEC.md: /distribution-management/ranks): list, create/edit, delete (a rank members
// hold cannot be deleted: the server's message says how many), its members.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { RankDialog } from './rank-dialog.tsx'
import { pathTo } from '../../routes/paths.ts'

/** The one dialog open over the list: a new rank, an edited one, or a deletion to confirm. */
type Open = { kind: 'edit'; rank: RankItem | undefined } | { kind: 'delete'; rank: RankItem } | undefined

export function RanksPage() {
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const list = usePagedList(api.getRankData)
  const [open, setOpen] = useState<Open>(undefined)
  const saved = () => {
    setOpen(undefined)
    show('success', t('members.saved'))
    list.send({ type: 'list.refresh' })
  }

  return (
    <section className="page" aria-labelledby="ranks-title">
      <header className="page-header">
        <h1 id="ranks-title">{t('routes:pages.ranks')}</h1>
        <Button
          label={t('actions.create')}
          icon="pi pi-plus"
          onClick={() => setOpen({ kind: 'edit', rank: undefined })}
        />
      </header>
      <KeywordFilterBar label={t('ranks.filterLabel')} fieldLabel={t('fields.keyword')} list={list} />
      <PagedTable<RankItem> list={list} dataKey="rankId" label={t('ranks.listLabel')}>
        <Column field="name" header={t('fields.name')} sortable />
        <Column field="discountPermille" header={t('fields.discount')} sortable />
        <Column
          header={t('fields.isDefault')}
          body={(r: RankItem) => (r.isDefault ? <Tag value={t('status.yes')} severity="info" /> : null)}
        />
        <Column field="sort" header={t('fields.sort')} sortable />
        <Column field="memberCount" header={t('fields.memberCount')} />
        <Column field="remark" header={t('fields.remark')} />
        <Column
          header={t('fields.actions')}
          body={(r: RankItem) => (
            <RowActions
              subject={r.name}
              actions={[
                {
                  label: t('actions.members'),
                  onClick: () => navigate(pathTo('rankMembers', { rankId: r.rankId })),
                },
                { label: t('actions.edit'), onClick: () => setOpen({ kind: 'edit', rank: r }) },
                {
                  label: t('actions.delete'),
                  danger: true,
                  onClick: () => setOpen({ kind: 'delete', rank: r }),
                },
              ]}
            />
          )}
        />
      </PagedTable>
      {open?.kind === 'edit' && (
        <RankDialog rank={open.rank} onCancel={() => setOpen(undefined)} onDone={saved} />
      )}
      {open?.kind === 'delete' && (
        <CallConfirmDialog
          title={t('ranks.deleteTitle')}
          confirmLabel={t('actions.delete')}
          danger
          call={(v: { rankId: number }) => api.deleteDistributionRank(v.rankId)}
          values={{ rankId: open.rank.rankId }}
          onDone={saved}
          onCancel={() => setOpen(undefined)}
        >
          <p>{t('ranks.deleteMessage', { name: open.rank.name })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}

export default RanksPage
