// The salesmen list: paged on the server, selectable for the batch actions; edit and delete
// per row.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import { dateTimeColumn, PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import type { SalesmanPageRef } from './use-salesman-page.ts'
import { pathTo } from '../../routes/paths.ts'

export function SalesmanTable({ list, page }: { list: PagedListRef; page: SalesmanPageRef }) {
  const { t } = useTranslation('distribution')
  const selection = useSelector(page, (s) => s.context.selection)
  return (
    <PagedTable<SalesmanItem>
      list={list}
      dataKey="salesmanId"
      label={t('salesmen.listLabel')}
      selection={selection}
      onSelectionChange={(salesmen) => page.send({ type: 'selection.change', salesmen })}
    >
      <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
      <Column field="name" header={t('fields.name')} sortable />
      <Column field="phone" header={t('fields.phone')} />
      <Column
        header={t('fields.status')}
        body={(s: SalesmanItem) => (
          <Tag
            value={t(s.enabled ? 'status.ENABLED' : 'status.DISABLED')}
            severity={s.enabled ? 'success' : 'secondary'}
          />
        )}
      />
      <Column
        header={t('fields.isDefault')}
        body={(s: SalesmanItem) => (s.isDefault ? <Tag value={t('status.yes')} severity="info" /> : null)}
      />
      <Column field="memberCount" header={t('fields.memberCount')} />
      <Column field="remark" header={t('fields.remark')} />
      {dateTimeColumn<SalesmanItem>('createdAt', t('fields.createdAt'))}
      <Column
        header={t('fields.actions')}
        body={(s: SalesmanItem) => (
          <RowActions
            subject={s.name}
            actions={[
              {
                label: t('actions.edit'),
                onClick: () => navigate(pathTo('updateSalesman', { salesmanId: s.salesmanId })),
              },
              {
                label: t('actions.delete'),
                danger: true,
                onClick: () => page.send({ type: 'salesman.delete', salesman: s }),
              },
            ]}
          />
        )}
      />
    </PagedTable>
  )
}
