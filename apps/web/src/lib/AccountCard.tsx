import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button, Card, cx, type ButtonVariant } from '@sidequest/web-ui';

export interface AccountCardProps {
  title: ReactNode;
  /** What the card is for, under its title. */
  description: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * One card of /account (the accounts feature's account.css styles it): its title and what it is for, then its
 * content. The billing and progress features compose their cards into the page, so it lives here.
 * Plain elements rather than CardHeader and its kin: those live in the landing entry's chunk, and a lazy screen's
 * use of them would pull them into it (apps/web/vite.config.ts, entryBudget).
 */
export function AccountCard({ title, description, className, children }: AccountCardProps) {
  return (
    <Card className={cx('account-card', className)}>
      <div className="sq-card__header">
        <h2 className="sq-card__title">{title}</h2>
        <p className="sq-card__description">{description}</p>
      </div>
      {children}
    </Card>
  );
}

/** An account card's row of buttons. */
export function AccountCardActions({ children }: { children: ReactNode }) {
  return <div className="account-card__actions">{children}</div>;
}

export interface AccountCardSubmitProps {
  icon: LucideIcon;
  variant: ButtonVariant;
  /** While the request runs: the button is busy and says `pendingText`. */
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}

/** A card form's last row: its submit button. */
export function AccountCardSubmit({ icon: Icon, variant, pending, pendingText, children }: AccountCardSubmitProps) {
  return (
    <AccountCardActions>
      <Button type="submit" variant={variant} loading={pending} loadingText={pendingText}>
        <Icon size={18} aria-hidden="true" /> {children}
      </Button>
    </AccountCardActions>
  );
}
