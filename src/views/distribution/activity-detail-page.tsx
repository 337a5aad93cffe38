// mdActivityDetail[?id=]: an activity of /mdActivity-management, on the one activity editor.
import { useTranslation } from 'react-i18next'
import { ActivityEditorPage } from './activity-editor-page.tsx'
import { ACTIVITY_PATHS } from './activity-paths.ts'

export default function ActivityDetailPage() {
  const { t } = useTranslation('activity')
  return (
    <ActivityEditorPage
      title={t('routes:pages.mdActivityDetail')}
      backTo={ACTIVITY_PATHS.list}
      editPath={(id) => `${ACTIVITY_PATHS.detail}?id=${id}`}
      productsPath={(id) => `${ACTIVITY_PATHS.products}?id=${id}`}
    />
  )
}
