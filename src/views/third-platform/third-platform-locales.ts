// Registers the thirdPlatform namespace when the first third-party platform page loads.
import { registerThirdPlatformLocales } from '../../locales/third-platform-resources.ts'

registerThirdPlatformLocales()
