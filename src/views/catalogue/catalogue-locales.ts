// Registers the catalogue namespace when the first catalogue page loads.
import { registerCatalogueLocales } from '../../locales/catalogue-resources.ts'

registerCatalogueLocales()
