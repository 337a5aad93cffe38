// Registers the projects namespace when the first project page loads.
import { registerProjectsLocales } from '../../locales/projects-resources.ts'

registerProjectsLocales()
