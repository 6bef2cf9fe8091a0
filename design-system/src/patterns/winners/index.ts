// Internals shared by the winner patterns (WinnerBoard on the home page, WinnerRanking on the
// winners page); not part of the public API.
export { Medal } from './Medal';
export { podiumSize, rankWinners, useWinnerMoney, winnerBoardLimit, type Winner } from './ranking';
export * as winnerStyles from './winners.css';
