export {
  JackpotTicker,
  jackpotTiers,
  type JackpotPoolView,
  type JackpotTickerProps,
  type JackpotTier,
} from './JackpotTicker';
