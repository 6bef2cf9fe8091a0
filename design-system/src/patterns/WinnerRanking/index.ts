export { WinnerRanking, type WinnerRankingProps } from './WinnerRanking';
