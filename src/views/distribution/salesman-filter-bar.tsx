// The filter row of the salesmen page: keyword and status, and the batch enable/disable of
// the selected salesmen.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { SalesmanPageRef } from './use-salesman-page.ts'

export function SalesmanFilterBar({ page }: { page: SalesmanPageRef }) {
  const { t } = useTranslation('distribution')
  const draft = useSelector(page, (s) => s.context.draft)
  const none = useSelector(page, (s) => s.context.selection.length === 0)
  const busy = useSelector(page, (s) => s.hasTag('busy'))
  return (
    <FilterBar
      label={t('salesmen.filterLabel')}
      onSearch={() => page.send({ type: 'filters.search' })}
      onReset={() => page.send({ type: 'filters.reset' })}
      actions={
        <>
          <Button
            type="button"
            size="small"
            label={t('actions.batchEnable')}
            disabled={none}
            loading={busy}
            onClick={() => page.send({ type: 'salesmen.setEnabled', enabled: 1 })}
          />
          <Button
            type="button"
            size="small"
            outlined
            label={t('actions.batchDisable')}
            disabled={none}
            loading={busy}
            onClick={() => page.send({ type: 'salesmen.setEnabled', enabled: 0 })}
          />
        </>
      }
    >
      <TextFilter
        label={t('fields.keyword')}
        value={draft.keyword}
        onChange={(keyword) => page.send({ type: 'filters.edit', draft: { keyword } })}
      />
      <SelectFilter
        label={t('fields.status')}
        value={draft.enabled}
        placeholder={t('fields.all')}
        options={[
          { label: t('fields.all'), value: '' as const },
          { label: t('status.ENABLED'), value: 1 as const },
          { label: t('status.DISABLED'), value: 0 as const },
        ]}
        onChange={(enabled) => page.send({ type: 'filters.edit', draft: { enabled } })}
      />
    </FilterBar>
  )
}
