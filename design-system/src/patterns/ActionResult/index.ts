export { ActionResult, actionResultTones, type ActionResultProps, type ActionResultTone } from './ActionResult';
