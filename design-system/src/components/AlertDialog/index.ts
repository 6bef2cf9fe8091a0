export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { dialogTones, type DialogTone } from './DialogShell';
