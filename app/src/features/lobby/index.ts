// The home lobby (SPEC.md section 2), composed by the home page.
export { HomeLobby } from './HomeLobby';
