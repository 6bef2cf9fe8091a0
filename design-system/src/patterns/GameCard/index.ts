export { GameCard, favouriteThrottleMs, type Game, type GameActions, type GameCardProps } from './GameCard';
