// Registers the repair namespace when the first repair page loads.
import { registerRepairLocales } from '../../locales/repair-resources.ts'

registerRepairLocales()
