export { ThemeSwitcher, themeModes, type ThemeSwitcherMode, type ThemeSwitcherProps } from './ThemeSwitcher';
