import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Glowing gold edge for the one card that matters most on a screen. */
  highlight?: boolean;
}

export function Card({ highlight, className, ...rest }: CardProps) {
  return <div className={cx('sq-card', highlight && 'sq-card--highlight', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('sq-card__header', className)} {...rest} />;
}

export function CardTitle({
  as: Tag = 'h2',
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' }) {
  return <Tag className={cx('sq-card__title', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('sq-card__description', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('sq-card__content', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('sq-card__footer', className)} {...rest} />;
}

export interface EmptyStateProps {
  icon?: ReactNode;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A themed card for "nothing here yet" and "coming soon" screens. */
export function EmptyState({ icon, eyebrow, title, description, children, className }: EmptyStateProps) {
  return (
    <Card className={cx('sq-empty', className)}>
      {icon && (
        <div className="sq-medallion" aria-hidden="true">
          {icon}
        </div>
      )}
      {eyebrow && <p className="sq-eyebrow">{eyebrow}</p>}
      <h2 className="sq-empty__title">{title}</h2>
      {description && <div className="sq-empty__description">{description}</div>}
      {children && <div className="sq-empty__actions">{children}</div>}
    </Card>
  );
}
