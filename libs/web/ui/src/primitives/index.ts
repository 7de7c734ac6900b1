// Radix UI wrapped once in the quest theme, and the form fields. Import from '@sidequest/web-ui/primitives' in lazy screens.
export { Input, Label, Textarea, type InputProps, type TextareaProps } from '../Input';
export { Field, type FieldProps } from '../Field';
export { ErrorText } from '../ErrorText';
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export { Drawer, DrawerTitle, type DrawerProps } from './Drawer';
export { Popover, PopoverClose, type PopoverProps } from './Popover';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Switch, type SwitchProps } from './Switch';
export { Progress, type ProgressProps } from './Progress';
export { Tooltip, TooltipProvider, type TooltipProps } from './Tooltip';
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  type DropdownMenuProps,
} from './DropdownMenu';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
