// @lobby/contract: the platform's wire contract (SPEC.md section 7, PLATFORM.md), one module per
// domain. The site, its server and the design system import it through this index only.
export * from './envelope';
export * from './errors';
export * from './registration';
export * from './agent';
export * from './countries';
export * from './events';
export * from './exclusion';
export * from './games';
export * from './home';
export * from './limits';
export * from './lottery';
export * from './member';
export * from './messages';
export * from './points';
export * from './promotions';
export * from './realityCheck';
export * from './records';
export * from './security';
export * from './session';
export * from './system';
export * from './analytics';
export * from './vip';
export * from './wallet';
