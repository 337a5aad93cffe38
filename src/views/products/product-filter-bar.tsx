// The product list's filters (keyword over name, code and bar code; category; brand) and its
// batch actions on the selected rows (on shelf, off shelf, delete) and the export.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import type { ProductListFilters as ProductFilters } from '../../services/products.api.ts'
import type { Option } from './product-options.ts'

export type { ProductListFilters as ProductFilters } from '../../services/products.api.ts'

interface Props {
  list: PagedListRef
  categories: Option[]
  brands: Option[]
  selected: number
  busy: boolean
  exporting: boolean
  onShelf: (status: 'ON_SALE' | 'OFF_SALE') => void
  onDelete: () => void
  onExport: () => void
}

export function ProductFilterBar(p: Props) {
  const { t } = useTranslation('products')
  const applied = useSelector(p.list, (s) => s.context.query.filters as ProductFilters)
  const [keyword, setKeyword] = useState(applied.keyword ?? '')
  const [categoryId, setCategoryId] = useState(applied.categoryId ?? '')
  const [brandId, setBrandId] = useState(applied.brandId ?? '')
  const all = { label: t('list.all'), value: '' }
  return (
    <FilterBar
      label={t('list.filterLabel')}
      onSearch={() =>
        p.list.send({
          type: 'list.filter',
          filters: {
            tab: applied.tab,
            keyword: keyword.trim() || undefined,
            categoryId: categoryId || undefined,
            brandId: brandId || undefined,
          },
        })
      }
      onReset={() => {
        setKeyword('')
        setCategoryId('')
        setBrandId('')
        p.list.send({ type: 'list.filter', filters: { tab: applied.tab } })
      }}
      actions={
        <>
          <Button
            type="button"
            size="small"
            label={t('actions.batchOn')}
            disabled={p.selected === 0 || p.busy}
            onClick={() => p.onShelf('ON_SALE')}
          />
          <Button
            type="button"
            size="small"
            label={t('actions.batchOff')}
            disabled={p.selected === 0 || p.busy}
            onClick={() => p.onShelf('OFF_SALE')}
          />
          <Button
            type="button"
            size="small"
            severity="danger"
            label={t('actions.batchDelete')}
            disabled={p.selected === 0 || p.busy}
            onClick={p.onDelete}
          />
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-file-excel"
            label={t('actions.export')}
            loading={p.exporting}
            onClick={p.onExport}
          />
        </>
      }
    >
      <TextFilter
        label={t('list.keyword')}
        placeholder={t('list.keywordPlaceholder')}
        value={keyword}
        onChange={setKeyword}
      />
      <SelectFilter
        label={t('fields.category')}
        value={categoryId}
        options={[all, ...p.categories]}
        placeholder={t('list.all')}
        onChange={setCategoryId}
      />
      <SelectFilter
        label={t('fields.brand')}
        value={brandId}
        options={[all, ...p.brands]}
        onChange={setBrandId}
      />
    </FilterBar>
  )
}
