import type { ShellStrings } from './es';

export const en: ShellStrings = {
  header: {
    logoHome: '{{siteName}}, home',
    preferences: 'Preferences',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    promo: 'Promo',
    rewards: 'Rewards',
    share: 'Share',
  },
  account: {
    fallbackName: 'My account',
    myAccount: 'My account',
    bettingRecord: 'Betting record',
    platformInfo: 'Platform information',
    customerService: 'Customer service',
    agentEntry: 'Agent centre',
    logout: 'Sign out',
    logoutTitle: 'Sign out?',
    logoutMessage: 'You will need to log in again to play.',
    logoutConfirm: 'Sign out',
    loggingOut: 'Signing out…',
    copiedTitle: 'Copied',
    copied: 'Copied successfully',
  },
  sideMenu: {
    vip: 'VIP',
    bettingRecord: 'Betting record',
    accountRecord: 'Account record',
    myAccount: 'My account',
    deposit: 'Deposit',
    personalLoss: 'Profit and loss',
    messages: 'Messages',
    favourites: 'Favourites',
    recent: 'Recently played',
    /** The side menu's banner card (issue 16 item 6), named apart from the home carousel. */
    banners: 'Featured offers',
  },
  footer: {
    about: 'About us',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    payments: 'Deposits and withdrawals',
    responsible: 'Responsible gaming',
    helpCentre: 'Help centre',
    feedback: 'Feedback and complaints',
    download: 'Download the app',
    winners: 'Winners',
    /** The safer-gambling page (issue 17). */
    saferGambling: 'Safer gambling',
    copyright: '© {{year}} {{siteName}}. All rights reserved.',
  },
  social: {
    facebook: 'Facebook',
    youtube: 'YouTube',
  },
  help: {
    title: 'Help centre',
    contents: 'Contents',
    loading: 'Loading help…',
    empty: 'There is no help content yet.',
    error: 'The help could not be loaded.',
    retry: 'Try again',
  },
  support: {
    failedTitle: 'Customer service',
    failed: 'Customer service could not be opened. Please try again.',
    retry: 'Try again',
  },
};
