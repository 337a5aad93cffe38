// Imported first by every settlement page: its texts are registered before render.
import { registerFinanceLocales } from '../../locales/finance-resources.ts'

registerFinanceLocales()
