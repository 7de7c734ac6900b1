import soc11 from './data/soc-11.json';
import soc13 from './data/soc-13.json';
import soc15 from './data/soc-15.json';
import soc17 from './data/soc-17.json';
import soc19 from './data/soc-19.json';
import soc21 from './data/soc-21.json';
import soc23 from './data/soc-23.json';
import soc25 from './data/soc-25.json';
import soc27 from './data/soc-27.json';
import soc29 from './data/soc-29.json';
import soc31 from './data/soc-31.json';
import soc33 from './data/soc-33.json';
import soc35 from './data/soc-35.json';
import soc37 from './data/soc-37.json';
import soc39 from './data/soc-39.json';
import soc41 from './data/soc-41.json';
import soc43 from './data/soc-43.json';
import soc45 from './data/soc-45.json';
import soc47 from './data/soc-47.json';
import soc49 from './data/soc-49.json';
import soc51 from './data/soc-51.json';
import soc53 from './data/soc-53.json';
import soc55 from './data/soc-55.json';
import type { SignatureEntry } from './signature';

/**
 * Every occupation's signature entry, in SOC order. The entries are data, one JSON file per SOC major
 * group under `data/`; TypeScript checks each file against SignatureEntry here, and signatures.spec.ts
 * checks the writing rules (signature-rules.ts) and that every occupation has one.
 */
export const SIGNATURE_ENTRIES: readonly SignatureEntry[] = [
  ...soc11,
  ...soc13,
  ...soc15,
  ...soc17,
  ...soc19,
  ...soc21,
  ...soc23,
  ...soc25,
  ...soc27,
  ...soc29,
  ...soc31,
  ...soc33,
  ...soc35,
  ...soc37,
  ...soc39,
  ...soc41,
  ...soc43,
  ...soc45,
  ...soc47,
  ...soc49,
  ...soc51,
  ...soc53,
  ...soc55,
];
