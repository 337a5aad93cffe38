// activityDetails[?id=]: an activity opened from mpManagement, on the one activity editor.
import { useTranslation } from 'react-i18next'
import { pathTo } from '../../routes/paths.ts'
import { ActivityEditorPage } from './activity-editor-page.tsx'

export default function ActivityDetailsPage() {
  const { t } = useTranslation('activity')
  return (
    <ActivityEditorPage
      title={t('routes:pages.activityDetails')}
      backTo={pathTo('mpManagement')}
      editPath={(id) => pathTo('activityDetails', { id })}
    />
  )
}
