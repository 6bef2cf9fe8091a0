export {
  compileChangePasswordSchema,
  compileForgotPasswordSchema,
  compileLoginSchema,
  type ChangePasswordSchemaOptions,
  type ForgotPasswordSchemaOptions,
  type ForgotPasswordTab,
  type LoginSchemaOptions,
  type LoginTab,
} from './authSchemas';
export { patternMessageKeys } from './patterns';
export {
  compileRegisterSchema,
  isRegisterFieldRequired,
  isRegisterFieldShown,
  registerTabs,
  type RegisterSchemaOptions,
} from './registerSchema';
export {
  characterCount,
  compileFieldRule,
  englishTranslate,
  matchesRule,
  ruleMessage,
  type FieldRuleOptions,
} from './rules';
export { type RegisterValues, type Translate } from './types';
