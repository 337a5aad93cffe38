// Registers the shared namespace when the first shared view loads.
import { registerSharedLocales } from '../../locales/shared-resources.ts'

registerSharedLocales()
