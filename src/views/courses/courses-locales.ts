// Registers the courses namespace when the first tutorial page loads.
import { registerCoursesLocales } from '../../locales/courses-resources.ts'

registerCoursesLocales()
