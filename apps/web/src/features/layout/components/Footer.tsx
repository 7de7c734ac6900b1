import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

export function Footer() {
  return (
    <footer className="site-footer">
      <p className="site-footer__copy">{`© ${new Date().getFullYear()} SideQuest`}</p>
      <nav className="site-footer__links" aria-label="Footer">
        <Link to={paths.policy}>Privacy Policy &amp; Terms of Use</Link>
        <Link to={paths.support}>Support</Link>
      </nav>
    </footer>
  );
}
