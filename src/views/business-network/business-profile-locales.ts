// Registers the businessProfile namespace before the first render of its pages.
import { registerBusinessProfileLocales } from '../../locales/business-profile-resources.ts'

registerBusinessProfileLocales()
