/** The browser's IANA zone: the person's own calendar day counts. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone this browser knows, sorted, always with `keep` (the saved or the device's zone) and UTC. */
export function timeZoneChoices(keep: readonly string[] = []): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    known = [];
  }
  return [...new Set([...known, 'UTC', ...keep.filter(Boolean)])].sort((a, b) => a.localeCompare(b));
}

/** "Europe/Berlin" as people read it: "Europe / Berlin (GMT+1)". */
export function timeZoneLabel(zone: string, at = new Date()): string {
  const name = zone.replaceAll('_', ' ').replaceAll('/', ' / ');
  try {
    const offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}
