export {
  DropdownMenu,
  type DropdownMenuAction,
  type DropdownMenuItem,
  type DropdownMenuProps,
  type DropdownMenuSeparator,
} from './DropdownMenu';
