// What PrimeReact's Chart loads as 'chart.js/auto' (vite.config.ts aliases it here): Chart.js
// with only what the dashboard's line and bar charts use (no legend, no title), instead of
// every chart type, scale and plugin. Keeps "dashboard after login" within its 300 kB budget
// (DESIGN.md). A page that needs another chart type or plugin registers it here.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
)

export default Chart
