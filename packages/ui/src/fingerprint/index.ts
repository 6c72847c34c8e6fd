export { FingerprintChart, type FingerprintChartProps, type FingerprintView } from './fingerprint-chart.tsx';
