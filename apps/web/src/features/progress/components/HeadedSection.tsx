import type { ReactNode } from 'react';
import { cx } from '@sidequest/web-ui';

export interface HeadedSectionProps {
  /** The section's class; its parts are `<block>__header` and `<block>__title`, its heading's id `<block>-title`. */
  block: string;
  className?: string;
  title: ReactNode;
  /** Beside the title, in the header. */
  aside: ReactNode;
  children: ReactNode;
}

/** A dashboard section named by its h2 (aria-labelledby), with something beside the title. */
export function HeadedSection({ block, className, title, aside, children }: HeadedSectionProps) {
  const titleId = `${block}-title`;
  return (
    <section className={cx(block, className)} aria-labelledby={titleId}>
      <header className={`${block}__header`}>
        <h2 id={titleId} className={`${block}__title`}>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
