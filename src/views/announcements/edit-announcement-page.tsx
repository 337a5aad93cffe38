// /announcement-management/editAnn?infoId=: opened with no id it is not a new announcement
// (that is createAnn) but a record that cannot be found.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { RecordNotFound } from '../shared/record-not-found.tsx'
import { ANNOUNCEMENT_LIST, AnnouncementForm } from './announcement-form.tsx'

export default function EditAnnouncementPage() {
  const { t } = useTranslation('announcements')
  const search = useSearch()
  const [infoId] = useState(() => new URLSearchParams(search).get('infoId')?.trim() ?? '')
  if (!infoId) return <RecordNotFound title={t('form.editTitle')} backTo={ANNOUNCEMENT_LIST} />
  return <AnnouncementForm key={infoId} infoId={infoId} />
}
