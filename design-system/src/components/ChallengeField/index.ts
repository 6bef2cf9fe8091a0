export {
  ChallengeField,
  type ChallengeCallbacks,
  type ChallengeFieldProps,
  type ChallengeWidget,
} from './ChallengeField';
