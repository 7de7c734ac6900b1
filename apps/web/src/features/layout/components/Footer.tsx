import { Link } from 'react-router-dom';
import { ONET_ATTRIBUTION } from '../../../lib/onet-attribution';
import { paths } from '../../../lib/paths';

export function Footer() {
  return (
    <footer className="site-footer">
      <p className="site-footer__copy">{`© ${new Date().getFullYear()} SideQuest`}</p>
      <nav className="site-footer__links" aria-label="Footer">
        <Link to={paths.policy}>Privacy Policy &amp; Terms of Use</Link>
        <Link to={paths.support}>Support</Link>
      </nav>
      {/* O*NET's CC BY 4.0 license asks every screen with its data to carry this line. */}
      <p className="site-footer__attribution">{ONET_ATTRIBUTION}</p>
    </footer>
  );
}
