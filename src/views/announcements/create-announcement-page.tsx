// /announcement-management/createAnn
import { AnnouncementForm } from './announcement-form.tsx'

export default function CreateAnnouncementPage() {
  return <AnnouncementForm infoId={undefined} />
}
