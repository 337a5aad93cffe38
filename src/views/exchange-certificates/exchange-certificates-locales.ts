// Registers the exchangeCertificates namespace when the first card-exchange page loads.
import { registerExchangeCertificatesLocales } from '../../locales/exchange-certificates-resources.ts'

registerExchangeCertificatesLocales()
