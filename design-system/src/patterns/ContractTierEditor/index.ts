export {
  ContractTierEditor,
  type ContractTierEditorProps,
  type TierField,
  type TierValues,
} from './ContractTierEditor';
