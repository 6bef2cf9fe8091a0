export { RedEnvelope, type RedEnvelopeProps } from './RedEnvelope';
