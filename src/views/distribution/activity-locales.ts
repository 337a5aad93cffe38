// Imported first by every activity page: its texts (and the shared activity form's) are
// registered before render.
import { registerActivityLocales } from '../../locales/activity-resources.ts'
import { registerDistributionSetupLocales } from '../../locales/distribution-setup-resources.ts'

registerActivityLocales()
registerDistributionSetupLocales()
