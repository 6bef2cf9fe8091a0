export { GameGrid, type GameClassify, type GameGridProps } from './GameGrid';
