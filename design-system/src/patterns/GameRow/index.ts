export { GameRow, gameRowRows, gamesPerView, type GameRowProps } from './GameRow';
