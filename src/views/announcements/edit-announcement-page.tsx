// /announcement-management/editAnn?infoId=
import { useState } from 'react'
import { useSearch } from 'wouter'
import { AnnouncementForm } from './announcement-form.tsx'

export default function EditAnnouncementPage() {
  const search = useSearch()
  const [infoId] = useState(() => new URLSearchParams(search).get('infoId') ?? '')
  return <AnnouncementForm key={infoId} infoId={infoId} />
}
