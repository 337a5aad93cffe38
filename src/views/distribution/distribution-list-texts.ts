// The texts the editable list frame shows on the distribution's rank and group pages.
import type { TFunction } from 'i18next'
import type { EditableListTexts } from '../shared/editable-list-page.tsx'

export function distributionListTexts(t: TFunction, kind: 'ranks' | 'groups'): EditableListTexts {
  return {
    title: t(`routes:pages.${kind}`),
    create: t('actions.create'),
    filterLabel: t(`${kind}.filterLabel`),
    keyword: t('fields.keyword'),
    listLabel: t(`${kind}.listLabel`),
    actions: t('fields.actions'),
    edit: t('actions.edit'),
    delete: t('actions.delete'),
    deleteTitle: t(`${kind}.deleteTitle`),
    saved: t('members.saved'),
  }
}
