// The distribution product list's filters (keyword, status) and its batch actions on the
// selected rows (on, off, delete).
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { usePagedList } from '../shared/use-paged-list.ts'

export interface DisProductFilters {
  keyword?: string | undefined
  status?: 'ON' | 'OFF' | undefined
}

interface Props {
  list: ReturnType<typeof usePagedList<DisProductRow, DisProductFilters>>
  selected: number
  busy: boolean
  onStatus: (status: 'ON' | 'OFF') => void
  onDelete: () => void
}

export function DisProductFilterBar({ list, selected, busy, onStatus, onDelete }: Props) {
  const { t } = useTranslation('distribution-setup')
  const applied = useSelector(list, (s) => s.context.query.filters as DisProductFilters)
  const [keyword, setKeyword] = useState(applied.keyword ?? '')
  const [status, setStatus] = useState<string>(applied.status ?? '')
  const statusOptions = [
    { label: t('fields.all'), value: '' },
    { label: t('status.ON'), value: 'ON' },
    { label: t('status.OFF'), value: 'OFF' },
  ]

  return (
    <FilterBar
      label={t('products.filterLabel')}
      onSearch={() =>
        list.send({
          type: 'list.filter',
          filters: {
            keyword: keyword.trim() || undefined,
            status: (status || undefined) as DisProductFilters['status'],
          },
        })
      }
      onReset={() => {
        setKeyword('')
        setStatus('')
        list.send({ type: 'list.filter', filters: {} })
      }}
      actions={
        <>
          <Button
            type="button"
            size="small"
            label={t('actions.batchOn')}
            disabled={selected === 0 || busy}
            onClick={() => onStatus('ON')}
          />
          <Button
            type="button"
            size="small"
            label={t('actions.batchOff')}
            disabled={selected === 0 || busy}
            onClick={() => onStatus('OFF')}
          />
          <Button
            type="button"
            size="small"
            severity="danger"
            label={t('actions.batchDelete')}
            disabled={selected === 0}
            onClick={onDelete}
          />
        </>
      }
    >
      <TextFilter
        label={t('fields.keyword')}
        value={keyword}
        placeholder={t('fields.keywordPlaceholder')}
        onChange={setKeyword}
      />
      <SelectFilter
        label={t('fields.status')}
        value={status}
        placeholder={t('fields.all')}
        options={statusOptions}
        onChange={setStatus}
      />
    </FilterBar>
  )
}
