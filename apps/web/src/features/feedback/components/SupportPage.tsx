import { useNavigate } from 'react-router-dom';
import { Button } from '@sidequest/web-ui';
import { ArrowLeftIcon, MailIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { SupportForm } from './SupportForm';

export function SupportPage() {
  useDocumentTitle('Contact Support');
  const navigate = useNavigate();

  return (
    <div className="page page--narrow">
      <Button variant="ghost" className="back-button" onClick={() => navigate(paths.home)}>
        <ArrowLeftIcon size={18} /> Back to Home
      </Button>
      <header className="support-header">
        <span className="sq-medallion" aria-hidden="true">
          <MailIcon size={26} />
        </span>
        <h1 className="support-header__title">Contact Support</h1>
        <p className="support-header__text">
          Have a question or need help? Send us a message and we'll get back to you as soon as possible.
        </p>
      </header>
      <SupportForm />
    </div>
  );
}
