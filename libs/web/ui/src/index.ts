import './styles/theme.css';
import './styles/controls.css';
import './styles/surfaces.css';
import './styles/overlays.css';

// Plain components: no third-party code, safe for the landing's entry bundle.
export { cx } from './cx';
export { Button, buttonClass, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  type CardProps,
  type EmptyStateProps,
} from './Card';
export { Badge, type BadgeProps } from './Badge';
export { PageSpinner, Spinner, type SpinnerProps } from './Spinner';
export { PageHeader, type PageHeaderProps } from './PageHeader';
// Interactive controls (Radix primitives, form fields) live at '@sidequest/web-ui/primitives': a
// separate entry, so that importing this barrel (the landing, the root layout) keeps them out of the
// entry chunk (a barrel pulls every re-exported module that any chunk uses into its own chunk).
// Toasts: sonner loads lazily with the Toaster.
export { Toaster } from './toast/Toaster';
export { toast, TOAST_DURATION_MS, type ToastInput, type ToastVariant } from './toast/toast';
