import { PanelLeftIcon } from 'lucide-react';
import { SIDEBAR_ID } from './Sidebar';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  expanded: boolean;
  onToggle: () => void;
}

export function TopBar({ expanded, onToggle }: TopBarProps) {
  return (
    <header className="topbar">
      <button
        type="button"
        className="sq-btn sq-btn--ghost sq-btn--icon"
        onClick={onToggle}
        aria-controls={SIDEBAR_ID}
        aria-expanded={expanded}
        aria-label="Toggle sidebar"
        title="Toggle sidebar (Ctrl/Cmd+B)"
      >
        <PanelLeftIcon size={20} />
      </button>
      <UserMenu />
    </header>
  );
}
