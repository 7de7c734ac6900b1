import { normalize, singular } from '@sidequest/occupations-domain';

export { editDistance, normalize, singular } from '@sidequest/occupations-domain';

export function tokens(text: string): string[] {
  const normal = normalize(text);
  return normal ? normal.split(' ').map(singular) : [];
}

/** FNV-1a, for stable ids and template choice. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
