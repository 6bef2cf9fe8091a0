export { Footer, type FooterLink, type FooterProps, type FooterSocialLink } from './Footer';
