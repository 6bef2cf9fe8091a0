export { StatCard, statCardTrends, type StatCardProps, type StatCardTrend } from './StatCard';
