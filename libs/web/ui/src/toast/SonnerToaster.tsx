import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from './toast';

/** sonner in the quest theme: unstyled, so the sq-toast classes give the look and the destructive style. */
export default function SonnerToaster() {
  useEffect(toasterMounted, []);
  return (
    <Sonner
      closeButton
      position="bottom-right"
      visibleToasts={3}
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Close notification',
        classNames: {
          toast: 'sq-toast',
          title: 'sq-toast__title',
          description: 'sq-toast__description',
          closeButton: 'sq-icon-close sq-toast__close',
          content: 'sq-toast__text',
        },
      }}
    />
  );
}
