// Registers the distribution and shared namespaces when the first distribution page loads.
import { registerDistributionLocales } from '../../locales/distribution-resources.ts'
import '../shared/shared-locales.ts'

registerDistributionLocales()
