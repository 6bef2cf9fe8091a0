export { ThirdPartyButtons, thirdPartyProviderNames, type ThirdPartyButtonsProps } from './ThirdPartyButtons';
