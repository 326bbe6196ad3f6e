export type { BarChartProps, BarDatum } from "./bar-chart";
export { BarChart } from "./bar-chart";
export type { DistributionChartProps, Percentiles } from "./distribution-chart";
export { DistributionChart } from "./distribution-chart";
