import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ eyebrow, title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('sq-page-header', className)}>
      <div className="sq-page-header__text">
        {eyebrow && <p className="sq-eyebrow">{eyebrow}</p>}
        <h1 className="sq-page-header__title">{title}</h1>
        {description && <p className="sq-page-header__description">{description}</p>}
      </div>
      {actions && <div className="sq-page-header__actions">{actions}</div>}
    </header>
  );
}
