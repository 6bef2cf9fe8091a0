export { WinnerBoard, winnerBoardLimit, type Winner, type WinnerBoardProps } from './WinnerBoard';
