import { Footer } from './Footer';
import { PageOutlet, SkipLink } from './PageFrame';

export function PublicLayout() {
  return (
    <div className="public-shell">
      <SkipLink />
      <main id="main" className="public-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
