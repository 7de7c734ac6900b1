/**
 * Opens a tab at once, inside the click, so popup blockers allow it, and points it at the url once the
 * api has answered. Returns the function that does that (or closes the blank tab when there is no url).
 * Without a tab (blocked anyway) the current one navigates.
 */
export function openPendingTab(): (url: string | null) => void {
  const tab = window.open('', '_blank');
  return (url) => {
    if (!url) {
      tab?.close();
      return;
    }
    if (!tab || tab.closed) {
      window.location.assign(url);
      return;
    }
    // The new page must not be able to navigate this one.
    tab.opener = null;
    tab.location.href = url;
  };
}
