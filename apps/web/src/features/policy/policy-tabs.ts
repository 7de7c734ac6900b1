export type PolicyTab = 'privacy' | 'terms';

/** The URL hash makes a tab linkable (/policy#terms); anything else shows the default tab. */
export function policyTabFromHash(hash: string): PolicyTab {
  return hash === '#terms' ? 'terms' : 'privacy';
}

export function hashForPolicyTab(tab: PolicyTab): string {
  return tab === 'terms' ? '#terms' : '';
}
