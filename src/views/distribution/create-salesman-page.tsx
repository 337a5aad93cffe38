// /distribution-management/createSalesman
import './distribution-locales.ts'
import { CreateSalesmanPage } from './salesman-form-page.tsx'

export default CreateSalesmanPage
