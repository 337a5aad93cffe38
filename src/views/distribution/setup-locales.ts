// Imported first by every distribution set-up page: its texts are registered before render.
import { registerDistributionSetupLocales } from '../../locales/distribution-setup-resources.ts'

registerDistributionSetupLocales()
