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
export { isPatternId, patternIds, patternMessageKeys, referencePatterns, type PatternId } from './patterns';
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
export {
  optionalRegisterFields,
  registerFields,
  type FieldRule,
  type FieldSetting,
  type OptionalRegisterField,
  type RegisterField,
  type RegisterRules,
  type RegisterSettings,
  type RegisterTab,
  type RegisterValues,
  type Translate,
} from './types';
