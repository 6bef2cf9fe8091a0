export { JackpotTicker, type JackpotPoolView, type JackpotTickerProps } from './JackpotTicker';
