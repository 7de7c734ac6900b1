import { cx } from '../cx';
import { CloseIcon } from '../icons';
import { useToast } from './useToast';

/** Mount once near the root. The live region stays in the DOM so screen readers hear each new toast. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <section className="sq-toaster" aria-label="Notifications">
      <ol className="sq-toaster__list" aria-live="polite" aria-relevant="additions">
        {toasts.map((t) => (
          <li key={t.id} className={cx('sq-toast', `sq-toast--${t.variant}`)} role={t.variant === 'destructive' ? 'alert' : 'status'}>
            <div className="sq-toast__text">
              <p className="sq-toast__title">{t.title}</p>
              {t.description && <p className="sq-toast__description">{t.description}</p>}
            </div>
            <button type="button" className="sq-icon-close sq-toast__close" onClick={() => dismiss(t.id)} aria-label="Close notification">
              <CloseIcon />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
