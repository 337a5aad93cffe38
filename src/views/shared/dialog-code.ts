// PrimeReact's Dialog as a dynamic entry of its own, for the signed-in frame to fetch once idle
// (signed-in-app.tsx): scripts/budgets.json names this module in the routes' baseline.
export { Dialog } from 'primereact/dialog'
