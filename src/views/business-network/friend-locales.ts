// Registers the business friends namespace when the first of its pages (or the chat) loads.
import { registerBusinessFriendsLocales } from '../../locales/business-friends-resources.ts'

registerBusinessFriendsLocales()
